import { Link } from 'react-router';
import type { PublicProfile } from '@codecourt/contracts';
import { DifficultyBadge } from '@/components/ui/problem-badges';
import { paths } from '@/config/paths';

/** The problems solved last, each linking to its problem (never to the code). */
export function RecentAccepted({ problems }: { problems: PublicProfile['recentAccepted'] }) {
  if (problems.length === 0) return <p className="text-sm text-base-content/70">Nothing solved yet.</p>;
  return (
    <ul className="flex flex-col divide-y divide-base-300" data-testid="recent-accepted">
      {problems.map((problem) => (
        <li key={problem.problemId} className="flex items-center justify-between gap-3 py-2">
          <Link to={paths.problem.getHref(problem.slug)} className="truncate hover:text-primary">
            {problem.title}
          </Link>
          <DifficultyBadge difficulty={problem.difficulty} />
        </li>
      ))}
    </ul>
  );
}
