import { useQuery } from '@tanstack/react-query';
import { notificationListResponseSchema, type NotificationListResponse } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { notificationKeys } from '@/lib/notification-keys';

/** GET /notifications: the newest page with the unread count. */
export async function getNotifications(signal?: AbortSignal): Promise<NotificationListResponse> {
  return notificationListResponseSchema.parse(await api.get<unknown>('/notifications', { signal }));
}

export function useNotifications() {
  return useQuery({
    queryKey: notificationKeys.list(),
    queryFn: ({ signal }) => getNotifications(signal),
  });
}
