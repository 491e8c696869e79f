import { useState } from 'react';
import { Link } from 'react-router';
import type { RecentSubmission } from '@codecourt/contracts';
import { paths } from '@/config/paths';
import { formatSubmittedAt, verdictTone } from '@/lib/result-format';

/** The latest judged submissions, each linking to its problem. */
export function RecentSubmissions({ submissions }: { submissions: readonly RecentSubmission[] }) {
  // Read once per mount: "5 minutes ago" need not tick while the page is open.
  const [now] = useState(() => Date.now());
  if (submissions.length === 0)
    return <p className="text-sm text-base-content/70">Your submissions will be listed here.</p>;
  return (
    <ul className="flex flex-col divide-y divide-base-300" data-testid="recent-submissions">
      {submissions.map((submission) => (
        <li key={submission._id} className="flex items-center justify-between gap-3 py-2">
          <Link to={paths.problem.getHref(submission.problemId)} className="truncate hover:text-primary">
            {submission.title}
          </Link>
          <span className="flex shrink-0 items-center gap-3 text-sm">
            <span data-tone={verdictTone(submission.verdict)}>{submission.verdict}</span>
            <span className="text-base-content/75">{formatSubmittedAt(submission.createdAt, now)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
