import type { InterviewStatus } from '@codecourt/contracts';

const LOOK: Record<InterviewStatus, { label: string; className: string }> = {
  waiting: { label: 'Waiting to start', className: 'badge-soft badge-warning' },
  running: { label: 'In progress', className: 'badge-soft badge-success' },
  // A soft neutral badge all but vanishes on the dark theme's background.
  ended: { label: 'Ended', className: 'badge-ghost' },
};

export function StatusBadge({ status }: { status: InterviewStatus }) {
  const { label, className } = LOOK[status];
  return (
    <span className={`badge badge-sm ${className}`} data-testid="interview-status">
      {label}
    </span>
  );
}
