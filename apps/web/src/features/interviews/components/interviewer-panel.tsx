import { Lock } from 'lucide-react';
import type { Interview } from '@codecourt/contracts';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useScorecard } from '@/features/interviews/api/scorecard';
import { InviteObserverForm } from '@/features/interviews/components/invite-observer-form';
import { SubmitHiddenTests } from '@/features/interviews/components/submit-hidden-tests';
import { NotesPanel } from '@/features/interviews/components/notes-panel';
import { ScorecardForm } from '@/features/interviews/components/scorecard-form';

/** What only the interviewer sees: private notes, observers, hidden tests and the scorecard. */
export function InterviewerPanel({ room }: { room: Interview }) {
  const interviewId = room._id;
  const scorecard = useScorecard(interviewId);
  return (
    <section className="flex flex-col gap-5" aria-labelledby="interviewer-title">
      <h2 id="interviewer-title" className="flex items-center gap-2 font-semibold">
        <Lock className="size-4" aria-hidden="true" />
        Interviewer only
      </h2>
      <NotesPanel interviewId={interviewId} />
      {room.status !== 'ended' && <InviteObserverForm room={room} />}
      <SubmitHiddenTests room={room} />
      <div className="flex flex-col gap-3">
        <div>
          <h3 className="text-sm font-semibold">Scorecard</h3>
          <p className="text-xs text-base-content/70">Score each area from 1 (weak) to 4 (strong).</p>
        </div>
        {scorecard.isError ? (
          <p role="alert" className="text-sm text-error">
            Could not load the scorecard: {errorMessage(scorecard.error)}
          </p>
        ) : scorecard.data === undefined ? (
          <Spinner label="Loading the scorecard" />
        ) : (
          <ScorecardForm interviewId={interviewId} card={scorecard.data} />
        )}
      </div>
    </section>
  );
}
