import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_EVENTS, unreadCountSchema, type NotificationListResponse } from '@codecourt/contracts';
import { env } from '@/config/env';
import { notificationKeys } from '@/lib/notification-keys';

function parseJson(data: unknown): unknown {
  try {
    return JSON.parse(String(data));
  } catch {
    return undefined;
  }
}

/**
 * Follows GET /notifications/events while signed in: a new unread count reloads the list, so the bell
 * and the open menu show a new notification without a reload. EventSource reconnects by itself.
 */
export function useNotificationEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(`${env.apiBaseUrl}/notifications/events`, { withCredentials: true });
    source.addEventListener(NOTIFICATION_EVENTS.unread, (event) => {
      const parsed = unreadCountSchema.safeParse(parseJson(event.data));
      if (!parsed.success) return;
      const key = notificationKeys.list();
      const shown = queryClient.getQueryData<NotificationListResponse>(key);
      if (shown?.unreadCount !== parsed.data.unreadCount)
        void queryClient.invalidateQueries({ queryKey: key });
    });
    return () => {
      source.close();
    };
  }, [queryClient]);
}
