import type { InterviewStatus } from '@codecourt/contracts';

const LOOK: Record<InterviewStatus, { label: string; className: string }> = {
  waiting: { label: 'Waiting to start', className: 'badge-warning' },
  running: { label: 'In progress', className: 'badge-success' },
  ended: { label: 'Ended', className: 'badge-neutral' },
};

export function StatusBadge({ status }: { status: InterviewStatus }) {
  const { label, className } = LOOK[status];
  return (
    <span className={`badge badge-soft badge-sm ${className}`} data-testid="interview-status">
      {label}
    </span>
  );
}
