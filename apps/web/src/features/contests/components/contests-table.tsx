import { Link } from 'react-router';
import { CalendarClock } from 'lucide-react';
import { paths } from '@/config/paths';
import type { ContestSummary } from '@codecourt/contracts';
import {
  ContestFormatBadge,
  ContestStatusBadge,
  TeamSizeBadge,
} from '@/features/contests/components/contest-status-badge';
import { Countdown } from '@/features/contests/components/countdown';
import { RegisterButton } from '@/features/contests/components/register-button';
import { formatDuration, formatStart } from '@/features/contests/lib/contest-time';

function duration(contest: ContestSummary): string {
  const whole = formatDuration(Date.parse(contest.endAt) - Date.parse(contest.startAt));
  return contest.windowMinutes === null ? whole : `${formatDuration(contest.windowMinutes * 60_000)} window`;
}

export function ContestsTable({ contests }: { contests: readonly ContestSummary[] }) {
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table" data-testid="contests-table">
        <caption className="sr-only">Contests</caption>
        <thead className="text-base-content/80">
          <tr>
            <th scope="col">Contest</th>
            <th scope="col">Starts</th>
            <th scope="col" className="hidden md:table-cell">
              Duration
            </th>
            <th scope="col" className="hidden md:table-cell">
              Problems
            </th>
            <th scope="col" className="hidden sm:table-cell">
              Participants
            </th>
            <th scope="col">Status</th>
            <th scope="col" className="hidden sm:table-cell">
              <span className="sr-only">Registration</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {contests.map((contest) => (
            <tr key={contest._id} className="hover:bg-base-200/60" data-testid="contest-row">
              <td className="font-medium">
                <span className="flex items-center gap-2">
                  <CalendarClock className="size-4 shrink-0 text-base-content/40" aria-hidden="true" />
                  <Link to={paths.contest.getHref(contest.slug)} className="link-hover link">
                    {contest.title}
                  </Link>
                  <ContestFormatBadge format={contest.format} />
                  <TeamSizeBadge teamSize={contest.teamSize} />
                </span>
              </td>
              <td className="text-base-content/75">
                <time dateTime={contest.startAt}>{formatStart(contest.startAt)}</time>
              </td>
              <td className="hidden text-base-content/75 md:table-cell">{duration(contest)}</td>
              <td className="hidden text-base-content/75 md:table-cell">{contest.problemCount}</td>
              <td className="hidden text-base-content/75 sm:table-cell">{contest.participants}</td>
              <td>
                <span className="flex flex-col items-start gap-1">
                  <ContestStatusBadge status={contest.status} />
                  <Countdown startAt={contest.startAt} endAt={contest.endAt} className="text-xs" />
                  {/* On a phone the registration sits under the status instead of in a column off screen. */}
                  <span className="sm:hidden">
                    <RegisterButton contest={contest} />
                  </span>
                </span>
              </td>
              <td className="hidden text-right sm:table-cell">
                <RegisterButton contest={contest} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
