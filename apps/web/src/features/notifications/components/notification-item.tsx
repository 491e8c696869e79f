import { useState } from 'react';
import { Link } from 'react-router';
import { notificationText, type Notification } from '@codecourt/contracts';
import { formatSubmittedAt } from '@/lib/result-format';

type Props = { notification: Notification; onOpen: () => void };

/** One notification: its sentence, how long ago, and a dot while unread; a click opens what it is about. */
export function NotificationItem({ notification, onOpen }: Props) {
  const [now] = useState(() => Date.now());
  return (
    <li>
      <Link
        to={notification.href}
        onClick={onOpen}
        className={`flex items-start gap-2 rounded-field px-2 py-2 text-sm hover:bg-base-200 ${
          notification.read ? 'text-base-content/75' : 'font-medium'
        }`}
      >
        <span
          className={`mt-1.5 size-2 shrink-0 rounded-full ${notification.read ? 'bg-transparent' : 'bg-primary'}`}
          aria-hidden="true"
        />
        <span className="flex flex-col gap-0.5">
          <span>{notificationText(notification)}</span>
          <span className="text-xs font-normal text-base-content/70">
            {notification.read ? '' : 'Unread · '}
            {formatSubmittedAt(notification.createdAt, now)}
          </span>
        </span>
      </Link>
    </li>
  );
}
