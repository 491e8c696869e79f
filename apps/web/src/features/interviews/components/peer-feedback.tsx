import type { PeerRoom } from '@codecourt/contracts';
import { usePeerFeedback } from '@/features/interviews/api/peer-room';
import { FeedbackCard } from '@/features/interviews/components/feedback-card';
import { ScorecardFields } from '@/features/interviews/components/scorecard-form';

type Props = { interviewId: string; peer: PeerRoom; partnerName: string };

/**
 * After both halves: a card about the partner's half as candidate (always shared with them), and theirs
 * about this user's once this user has given one, so neither is swayed by the other's.
 */
export function PeerFeedback({ interviewId, peer, partnerName }: Props) {
  const save = usePeerFeedback(interviewId);
  return (
    <div className="flex flex-col gap-5">
      <section className="flex flex-col gap-3" aria-labelledby="peer-feedback-title">
        <div>
          <h3 id="peer-feedback-title" className="text-sm font-semibold">
            Your feedback for {partnerName}
          </h3>
          <p className="text-xs text-base-content/70">
            About their half as the candidate. They read it once they have given theirs.
          </p>
        </div>
        <ScorecardFields
          card={peer.feedbackGiven}
          shareable={false}
          submitLabel={peer.feedbackGiven ? 'Update feedback' : 'Give feedback'}
          feedbackLabel={`Feedback for ${partnerName}`}
          saver={{
            mutate: ({ scores, recommendation, feedback }) => {
              save.mutate({ scores, recommendation, feedback });
            },
            isPending: save.isPending,
            error: save.error,
            saved: save.isSuccess ? `Saved: ${partnerName} can read it` : null,
          }}
        />
      </section>
      <section className="flex flex-col gap-2" aria-labelledby="partner-feedback-title">
        <h3 id="partner-feedback-title" className="text-sm font-semibold">
          {partnerName}'s feedback for you
        </h3>
        {peer.feedbackReceived ? (
          <FeedbackCard card={peer.feedbackReceived} />
        ) : (
          <p className="text-sm text-base-content/70" data-testid="partner-feedback-pending">
            {peer.feedbackGiven
              ? `${partnerName} has not given theirs yet. It shows here when they do.`
              : `Give yours first, then ${partnerName}'s shows here.`}
          </p>
        )}
      </section>
    </div>
  );
}
