import {
  INTERVIEW_MESSAGES,
  INTERVIEW_SCORE_AREAS,
  interviewScorecardRequestSchema,
  type InterviewRecommendation,
  type InterviewScoreArea,
  type InterviewScorecard,
  type InterviewScorecardRequest,
} from '@codecourt/contracts';

/** The form as the interviewer fills it: an area may be unscored, the recommendation unchosen. */
export type ScorecardDraft = {
  scores: Record<InterviewScoreArea, number | null>;
  recommendation: InterviewRecommendation | null;
  feedback: string;
  shared: boolean;
};

export type ScorecardErrors = Partial<Record<InterviewScoreArea | 'recommendation' | 'feedback', string>>;

export function draftOf(card: InterviewScorecard | null): ScorecardDraft {
  if (!card)
    return {
      scores: { problemSolving: null, coding: null, communication: null, testing: null },
      recommendation: null,
      feedback: '',
      shared: false,
    };
  return {
    scores: { ...card.scores },
    recommendation: card.recommendation,
    feedback: card.feedback,
    shared: card.shared,
  };
}

/**
 * The request the draft makes, or what to fix next to each field: the contracts' schema decides, so the
 * form's messages are the API's. An unscored area is named as such rather than as a type error.
 */
export function checkScorecard(
  draft: ScorecardDraft,
): { ok: true; request: InterviewScorecardRequest } | { ok: false; errors: ScorecardErrors } {
  const parsed = interviewScorecardRequestSchema.safeParse(draft);
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: ScorecardErrors = {};
  for (const issue of parsed.error.issues) {
    const [first, second] = issue.path;
    if (first === 'scores' && INTERVIEW_SCORE_AREAS.some((area) => area === second)) {
      errors[second as InterviewScoreArea] ??= INTERVIEW_MESSAGES.scoreInvalid;
    } else if (first === 'recommendation') errors.recommendation ??= INTERVIEW_MESSAGES.recommendationInvalid;
    else if (first === 'feedback') errors.feedback ??= issue.message;
  }
  return { ok: false, errors };
}
