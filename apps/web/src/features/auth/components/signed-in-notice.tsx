import { Link } from 'react-router';
import { Info } from 'lucide-react';
import { paths } from '@/config/paths';

/** On /login while a session exists (for example after an admin-only page turned a user away). */
export function SignedInNotice({ firstName }: { firstName: string }) {
  return (
    <div role="status" className="alert alert-info alert-soft mb-6 text-sm">
      <Info className="size-5 shrink-0" aria-hidden="true" />
      <span>
        You are signed in as <strong>{firstName}</strong>. Sign in below to switch accounts, or{' '}
        <Link to={paths.problems.getHref()} className="link font-medium">
          continue to Problems
        </Link>
        .
      </span>
    </div>
  );
}
