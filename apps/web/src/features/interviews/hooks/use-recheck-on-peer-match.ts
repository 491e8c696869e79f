import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { NotificationListResponse } from '@codecourt/contracts';
import { notificationKeys } from '@/lib/notification-keys';
import { interviewKeys } from '@/features/interviews/api/interviews';

/**
 * Follows the notifications the bell's live stream keeps fresh (it never fetches them itself): when a new
 * `peerMatched` one arrives, the queue (`queueKey`) and the user's rooms are read at once, so a waiting user
 * sees the match as it happens instead of on the next poll.
 */
export function useRecheckOnPeerMatch(queueKey: QueryKey): void {
  const queryClient = useQueryClient();
  const { data } = useQuery<NotificationListResponse>({
    queryKey: notificationKeys.list(),
    enabled: false,
  });
  const newest = data?.notifications.find((notification) => notification.kind === 'peerMatched')?._id;
  const seen = useRef(newest);
  useEffect(() => {
    if (newest === seen.current) return;
    seen.current = newest;
    void queryClient.invalidateQueries({ queryKey: queueKey });
    void queryClient.invalidateQueries({ queryKey: interviewKeys.mine });
  }, [newest, queryClient, queueKey]);
}
