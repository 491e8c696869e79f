import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FileQuestion } from 'lucide-react';
import { CONTEST_MESSAGES, type ContestDetail } from '@codecourt/contracts';
import { paths } from '@/config/paths';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageContainer } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-error';
import { useContest } from '@/features/contests/api/get-contest';

/** Loads a contest by slug for a page: a spinner, not found, a failure with a retry, or the page itself. */
export function ContestGate({
  slug,
  children,
}: {
  slug: string;
  children: (contest: ContestDetail) => ReactNode;
}) {
  const { state, retry } = useContest(slug);
  if (state.status === 'loading' || state.status === 'idle')
    return <PageSpinner label="Loading the contest" />;
  if (state.status === 'ready') return children(state.data);
  return (
    <PageContainer>
      {state.error instanceof ApiError && state.error.status === 404 ? (
        <EmptyState
          icon={FileQuestion}
          tone="error"
          title={CONTEST_MESSAGES.contestNotFound}
          actions={
            <Link to={paths.contests.getHref()} className="btn btn-primary btn-sm">
              All contests
            </Link>
          }
        />
      ) : (
        <LoadError title="Could not load the contest" error={state.error} onRetry={retry} />
      )}
    </PageContainer>
  );
}
