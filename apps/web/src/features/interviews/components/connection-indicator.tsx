import { CloudOff, RefreshCw, Wifi } from 'lucide-react';
import type { SyncStatus } from '@/features/interviews/hooks/use-shared-document';

/** The colour is the icon's only: green and amber text fall below 4.5:1 on the light theme. */
const LOOK: Record<SyncStatus, { label: string; hint: string; className: string; Icon: typeof Wifi }> = {
  connecting: {
    label: 'Connecting…',
    hint: 'Opening the shared editor',
    className: 'text-base-content/70',
    Icon: RefreshCw,
  },
  connected: {
    label: 'Connected',
    hint: 'Every keystroke reaches the room',
    className: 'text-success',
    Icon: Wifi,
  },
  reconnecting: {
    label: 'Reconnecting…',
    hint: 'Keep typing: your edits merge when the connection is back',
    className: 'text-warning',
    Icon: RefreshCw,
  },
  offline: {
    label: 'Offline: edits will merge',
    hint: 'You are offline. Keep typing: your edits merge when you are back online',
    className: 'text-warning',
    Icon: CloudOff,
  },
};

export function ConnectionIndicator({ status }: { status: SyncStatus }) {
  const { label, hint, className, Icon } = LOOK[status];
  return (
    <span
      className="flex items-center gap-1.5 text-xs font-medium text-base-content/80"
      title={hint}
      role="status"
      data-testid="connection-status"
      data-status={status}
    >
      <Icon
        className={`size-3.5 ${className} ${status === 'connecting' || status === 'reconnecting' ? 'animate-spin' : ''}`}
        aria-hidden="true"
      />
      {label}
    </span>
  );
}
