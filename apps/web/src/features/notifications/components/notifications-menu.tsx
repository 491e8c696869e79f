import { Bell, BellOff } from 'lucide-react';
import { Dropdown } from '@/components/ui/dropdown';
import { useNotifications } from '@/features/notifications/api/get-notifications';
import { useMarkRead } from '@/features/notifications/api/mark-read';
import { NotificationItem } from '@/features/notifications/components/notification-item';
import { useNotificationEvents } from '@/features/notifications/hooks/use-notification-events';

/** Shown up to this number; more read as "9+" on the bell. */
const BADGE_MAX = 9;

/** The navbar's bell: the unread count, live, and the newest notifications with mark-as-read. */
export function NotificationsMenu() {
  useNotificationEvents();
  const { data, isError } = useNotifications();
  const markRead = useMarkRead();
  const unread = data?.unreadCount ?? 0;
  const label = unread > 0 ? `Notifications, ${String(unread)} unread` : 'Notifications';

  return (
    <Dropdown
      className="w-80 max-w-[calc(100vw-2rem)]"
      trigger={(props) => (
        <button
          type="button"
          className="btn btn-ghost btn-sm btn-square relative"
          aria-label={label}
          {...props}
        >
          <Bell className="size-5" aria-hidden="true" />
          {unread > 0 && (
            <span
              className="badge badge-primary badge-xs absolute -top-0.5 -right-0.5 min-w-4 px-1 font-semibold"
              aria-hidden="true"
              data-testid="notification-count"
            >
              {unread > BADGE_MAX ? `${String(BADGE_MAX)}+` : unread}
            </span>
          )}
        </button>
      )}
    >
      {(close) => (
        <div>
          <div className="flex items-center justify-between gap-2 px-2 pt-1 pb-2">
            <p className="text-sm font-semibold">Notifications</p>
            {unread > 0 && (
              <button
                type="button"
                className="btn btn-ghost btn-xs"
                onClick={() => {
                  markRead.mutate(undefined);
                }}
              >
                Mark all as read
              </button>
            )}
          </div>
          {isError && (
            <p className="px-2 py-4 text-sm text-error" role="alert">
              Notifications could not be loaded.
            </p>
          )}
          {data && data.notifications.length === 0 && (
            <div className="flex flex-col items-center gap-2 rounded-field bg-base-200 px-4 py-6 text-center">
              <BellOff className="size-6 text-base-content/40" aria-hidden="true" />
              <p className="text-sm font-medium">No notifications</p>
              <p className="text-xs text-base-content/75">
                Replies and votes on your discussions, badges and contests show up here.
              </p>
            </div>
          )}
          {data && data.notifications.length > 0 && (
            <ul className="flex max-h-96 flex-col overflow-y-auto" aria-label="Notifications">
              {data.notifications.map((notification) => (
                <NotificationItem
                  key={notification._id}
                  notification={notification}
                  onOpen={() => {
                    if (!notification.read) markRead.mutate(notification._id);
                    close();
                  }}
                />
              ))}
            </ul>
          )}
        </div>
      )}
    </Dropdown>
  );
}
