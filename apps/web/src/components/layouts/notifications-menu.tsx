import { Bell, BellOff } from 'lucide-react';
import { Dropdown } from '@/components/ui/dropdown';

export function NotificationsMenu() {
  return (
    <Dropdown
      className="w-72"
      trigger={(props) => (
        <button
          type="button"
          className="btn btn-ghost btn-sm btn-square"
          aria-label="Notifications"
          {...props}
        >
          <Bell className="size-5" aria-hidden="true" />
        </button>
      )}
    >
      {() => (
        <div>
          <p className="px-2 pt-1 pb-2 text-sm font-semibold">Notifications</p>
          <div className="flex flex-col items-center gap-2 rounded-field bg-base-200 px-4 py-6 text-center">
            <BellOff className="size-6 text-base-content/40" aria-hidden="true" />
            <p className="text-sm font-medium">No notifications</p>
            <p className="text-xs text-base-content/75">You are all caught up.</p>
          </div>
        </div>
      )}
    </Dropdown>
  );
}
