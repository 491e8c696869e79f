import type { ReactNode } from 'react';
import { Video } from 'lucide-react';
import type { Interview } from '@codecourt/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { requestState } from '@/lib/request-state';
import { useMyInterviews } from '@/features/interviews/api/interviews';
import { InterviewCard } from '@/features/interviews/components/interview-card';

/**
 * The user's rooms as cards, those `pick` keeps, with the list's loading, empty and error states: the
 * interviews page shows them all, the profile the last ones that ended.
 */
export function InterviewList({
  userId,
  label,
  empty,
  pick = (rooms) => rooms,
}: {
  userId: string;
  label: string;
  empty: { title: string; testId: string; text: ReactNode };
  pick?: (rooms: Interview[]) => Interview[];
}) {
  const query = useMyInterviews();
  const state = requestState(query);
  if (state.status === 'error')
    return (
      <LoadError
        title="Could not load your interviews"
        error={state.error}
        onRetry={() => void query.refetch()}
      />
    );
  if (state.status !== 'ready')
    return (
      <div className="grid place-items-center py-6">
        <Spinner label="Loading your interviews" />
      </div>
    );
  const rooms = pick(state.data);
  if (rooms.length === 0)
    return (
      <EmptyState icon={Video} title={empty.title}>
        <span data-testid={empty.testId}>{empty.text}</span>
      </EmptyState>
    );
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label={label}>
      {rooms.map((room) => (
        <InterviewCard key={room._id} room={room} userId={userId} />
      ))}
    </ul>
  );
}
