import { Video } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { requestState } from '@/lib/request-state';
import { useMyInterviews } from '@/features/interviews/api/interviews';
import { InterviewCard } from '@/features/interviews/components/interview-card';
import { CopyButton } from '@/components/ui/copy-button';
import { JoinWithLinkForm } from '@/features/interviews/components/join-with-link-form';
import { PeerQueueCard } from '@/features/interviews/components/peer-queue-card';
import { NewInterviewForm, type ProblemOptions } from '@/features/interviews/components/new-interview-form';

const PANEL = 'rounded-box border border-base-300 bg-base-100 p-6';

/** /interviews: start a room or join one, and the user's rooms, newest first. */
export function InterviewsView({ userId, problems }: { userId: string; problems: ProblemOptions }) {
  const query = useMyInterviews();
  const state = requestState(query);
  return (
    <div className="space-y-6">
      <div className="grid gap-6 md:grid-cols-2">
        <section className={PANEL} aria-labelledby="new-interview-title">
          <h2 id="new-interview-title" className="mb-3 font-semibold">
            New interview
          </h2>
          <NewInterviewForm problems={problems} />
        </section>
        <section className={PANEL} aria-labelledby="join-interview-title">
          <h2 id="join-interview-title" className="mb-3 font-semibold">
            Join with a code
          </h2>
          <JoinWithLinkForm />
          <p className="mt-4 flex flex-wrap items-center gap-2 text-xs text-base-content/70">
            To watch someone's interview, give them your user id:
            <code className="rounded bg-base-200 px-1.5 py-0.5 font-mono" data-testid="my-user-id">
              {userId}
            </code>
            <CopyButton text={userId} what="your user id" />
          </p>
        </section>
      </div>
      <PeerQueueCard />
      <section aria-labelledby="my-interviews-title">
        <h2 id="my-interviews-title" className="mb-3 font-semibold">
          Your interviews
        </h2>
        {state.status === 'ready' ? (
          state.data.length === 0 ? (
            <EmptyState icon={Video} title="No interviews yet">
              <span data-testid="interviews-empty">
                Create one and pass the invite link on, or join one with the link an interviewer gave you.
              </span>
            </EmptyState>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2" aria-label="Your interviews">
              {state.data.map((room) => (
                <InterviewCard key={room._id} room={room} userId={userId} />
              ))}
            </ul>
          )
        ) : state.status === 'error' ? (
          <LoadError
            title="Could not load your interviews"
            error={state.error}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <div className="grid place-items-center py-6">
            <Spinner label="Loading your interviews" />
          </div>
        )}
      </section>
    </div>
  );
}
