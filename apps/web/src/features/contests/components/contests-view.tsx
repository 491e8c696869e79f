import { Trophy } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useContests } from '@/features/contests/api/get-contests';
import { ContestsTable } from '@/features/contests/components/contests-table';

/** /contests: loading, the failure with a retry, no contests yet, or the table. */
export function ContestsView() {
  const { state, retry } = useContests();
  if (state.status === 'loading' || state.status === 'idle')
    return (
      <div className="grid place-items-center py-16">
        <Spinner label="Loading contests" />
      </div>
    );
  if (state.status === 'error')
    return <LoadError title="Could not load the contests" error={state.error} onRetry={retry} />;
  if (state.data.length === 0)
    return (
      <EmptyState icon={Trophy} title="No contests yet">
        Contests show up here as soon as they are scheduled.
      </EmptyState>
    );
  return <ContestsTable contests={state.data} />;
}
