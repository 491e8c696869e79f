import { Users } from 'lucide-react';
import type { ContestFormat, ContestStatus } from '@codecourt/contracts';

const STATUS_BADGE: Record<ContestStatus, string> = {
  Upcoming: 'bg-info/15',
  Ongoing: 'bg-success/20',
  Completed: 'bg-base-200',
};

export function ContestStatusBadge({ status }: { status: ContestStatus }) {
  return (
    <span
      className={`badge badge-sm border-transparent text-base-content ${STATUS_BADGE[status]}`}
      data-testid="contest-status"
    >
      {status}
    </span>
  );
}

const FORMAT_NAMES: Record<ContestFormat, string> = { icpc: 'ICPC', ioi: 'IOI', leetcode: 'LeetCode' };

export function ContestFormatBadge({ format }: { format: ContestFormat }) {
  return <span className="badge badge-sm badge-outline">{FORMAT_NAMES[format]}</span>;
}

/** A team contest (issue #36) says so beside its format; an individual one (size 1) shows nothing. */
export function TeamSizeBadge({ teamSize }: { teamSize: number }) {
  if (teamSize <= 1) return null;
  return (
    <span className="badge badge-sm badge-outline gap-1" data-testid="team-size">
      <Users className="size-3" aria-hidden="true" /> Teams of up to {teamSize}
    </span>
  );
}
