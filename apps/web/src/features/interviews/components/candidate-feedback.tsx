import { MessageSquareText } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { useScorecard } from '@/features/interviews/api/scorecard';
import { FeedbackCard } from '@/features/interviews/components/feedback-card';

/** The candidate's feedback, once the interviewer shares the scorecard. */
export function CandidateFeedback({ interviewId, shared }: { interviewId: string; shared: boolean }) {
  const scorecard = useScorecard(interviewId, shared);
  return (
    <section className="flex flex-col gap-3" aria-labelledby="feedback-title">
      <h2 id="feedback-title" className="flex items-center gap-2 font-semibold">
        <MessageSquareText className="size-4" aria-hidden="true" />
        Feedback
      </h2>
      {!shared ? (
        <p className="text-sm text-base-content/70">The interviewer has not shared feedback yet.</p>
      ) : scorecard.data ? (
        <FeedbackCard card={scorecard.data} />
      ) : scorecard.isError ? (
        <p role="alert" className="text-sm text-error">
          Could not load the feedback.
        </p>
      ) : (
        <Spinner label="Loading the feedback" />
      )}
    </section>
  );
}
