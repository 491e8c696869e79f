import { CalendarClock } from 'lucide-react';
import type { ContestStatus } from '@/config/contest-statuses';
import { DEMO_CONTESTS } from '@/features/contests/data/demo-contests';

const STATUS_BADGE: Record<ContestStatus, string> = {
  Upcoming: 'badge-info',
  Ongoing: 'badge-success',
  Completed: 'badge-ghost',
};

export function ContestsTable() {
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table">
        <caption className="sr-only">Contest schedule (static preview)</caption>
        <thead className="text-base-content/80">
          <tr>
            <th scope="col">Contest</th>
            <th scope="col">Starts</th>
            <th scope="col" className="hidden sm:table-cell">
              Duration
            </th>
            <th scope="col" className="hidden sm:table-cell">
              Problems
            </th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {DEMO_CONTESTS.map((contest) => (
            <tr key={contest.name} className="hover:bg-base-200/60">
              <td className="font-medium">
                <span className="flex items-center gap-2">
                  <CalendarClock className="size-4 shrink-0 text-base-content/40" aria-hidden="true" />
                  {contest.name}
                </span>
              </td>
              <td className="text-base-content/70">{contest.starts}</td>
              <td className="hidden text-base-content/70 sm:table-cell">{contest.duration}</td>
              <td className="hidden text-base-content/70 sm:table-cell">{contest.problems}</td>
              <td>
                <span className={`badge badge-sm badge-soft ${STATUS_BADGE[contest.status]}`}>
                  {contest.status}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
