import { Link } from 'react-router';
import type { PublicProfile } from '@codecourt/contracts';
import { paths } from '@/config/paths';

/** The rated contests the user took part in, newest first, with their place. */
export function ContestList({ contests }: { contests: PublicProfile['contests'] }) {
  if (contests.length === 0) return <p className="text-sm text-base-content/70">No rated contest yet.</p>;
  return (
    <ul className="flex flex-col divide-y divide-base-300" data-testid="public-contests">
      {contests.map((contest) => (
        <li key={contest._id} className="flex items-center justify-between gap-3 py-2">
          <Link to={paths.contest.getHref(contest.slug)} className="truncate hover:text-primary">
            {contest.title}
          </Link>
          <span className="shrink-0 text-sm tabular-nums text-base-content/75">
            rank {contest.rank} · {new Date(contest.at).toLocaleDateString('en-US', { dateStyle: 'medium' })}
          </span>
        </li>
      ))}
    </ul>
  );
}
