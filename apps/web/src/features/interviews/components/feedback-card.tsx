import { INTERVIEW_SCORE, INTERVIEW_SCORE_AREAS, type InterviewScorecard } from '@codecourt/contracts';
import { AREA_LABEL, RECOMMENDATION_LABEL, SCORE_WORD } from '@/features/interviews/lib/scorecard-labels';

/** A shared scorecard as the candidate reads it: scores, recommendation and the written feedback. */
export function FeedbackCard({ card }: { card: InterviewScorecard }) {
  return (
    <div className="flex flex-col gap-3 text-sm" data-testid="feedback-card">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
        {INTERVIEW_SCORE_AREAS.map((area) => (
          <div key={area}>
            <dt className="text-xs text-base-content/70">{AREA_LABEL[area]}</dt>
            <dd className="font-semibold">
              {card.scores[area]} / {INTERVIEW_SCORE.max}{' '}
              <span className="font-normal text-base-content/70">{SCORE_WORD[card.scores[area]]}</span>
            </dd>
          </div>
        ))}
      </dl>
      <p>
        <span className="text-base-content/70">Recommendation: </span>
        <span className="font-semibold">{RECOMMENDATION_LABEL[card.recommendation]}</span>
      </p>
      {card.feedback && <p className="whitespace-pre-wrap">{card.feedback}</p>}
    </div>
  );
}
