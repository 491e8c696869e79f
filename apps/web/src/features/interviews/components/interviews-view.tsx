import { InterviewList } from '@/features/interviews/components/interview-list';
import { CopyButton } from '@/components/ui/copy-button';
import { JoinWithLinkForm } from '@/features/interviews/components/join-with-link-form';
import { PeerQueueCard } from '@/features/interviews/components/peer-queue-card';
import { NewInterviewForm, type ProblemOptions } from '@/features/interviews/components/new-interview-form';

const PANEL = 'rounded-box border border-base-300 bg-base-100 p-6';

/** /interviews: start a room or join one, and the user's rooms, newest first. */
export function InterviewsView({ userId, problems }: { userId: string; problems: ProblemOptions }) {
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
            To watch someone's interview, give them your public handle or, if your profile is private, your
            user id:
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
        <InterviewList
          userId={userId}
          label="Your interviews"
          empty={{
            title: 'No interviews yet',
            testId: 'interviews-empty',
            text: 'Create one and pass the invite link on, or join one with the link an interviewer gave you.',
          }}
        />
      </section>
    </div>
  );
}
