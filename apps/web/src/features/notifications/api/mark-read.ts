import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unreadCountSchema, type NotificationListResponse, type UnreadCount } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { notificationKeys } from '@/lib/notification-keys';

/** POST /notifications/{id}/read, or /notifications/read-all without an id. */
export async function markRead(id?: string): Promise<UnreadCount> {
  const path = id ? `/notifications/${encodeURIComponent(id)}/read` : '/notifications/read-all';
  return unreadCountSchema.parse(await api.post<unknown>(path, {}));
}

/** Marks one notification (or, without an id, all) read on screen at once, then as the server says. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  const key = notificationKeys.list();
  return useMutation({
    mutationFn: (id?: string) => markRead(id),
    onMutate: (id?: string) => {
      queryClient.setQueryData<NotificationListResponse>(key, (list) => {
        if (!list) return list;
        const notifications = list.notifications.map((n) =>
          id === undefined || n._id === id ? { ...n, read: true } : n,
        );
        return { notifications, unreadCount: notifications.filter((n) => !n.read).length };
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
