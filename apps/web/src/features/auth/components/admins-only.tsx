import { Link } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { MESSAGES } from '@codecourt/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/ui/page-header';
import { paths } from '@/config/paths';

/** What a signed-in user without the admin role sees on /admin and its tools. */
export function AdminsOnly({ firstName }: { firstName: string }) {
  return (
    <PageContainer>
      <title>{`${MESSAGES.adminsOnlyTitle} · CodeCourt`}</title>
      <EmptyState
        icon={ShieldAlert}
        tone="error"
        title={MESSAGES.adminsOnlyTitle}
        actions={
          <>
            <Link to={paths.problems.getHref()} className="btn btn-primary btn-sm">
              Back to problems
            </Link>
            <Link
              to={paths.auth.login.getHref(paths.admin.root.getHref())}
              className="btn btn-ghost btn-sm border-base-300"
            >
              Sign in as an admin
            </Link>
          </>
        }
      >
        {MESSAGES.adminsOnlyBody} You are signed in as {firstName}.
      </EmptyState>
    </PageContainer>
  );
}
