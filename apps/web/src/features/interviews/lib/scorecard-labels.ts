import type { InterviewRecommendation, InterviewScoreArea } from '@codecourt/contracts';

export const AREA_LABEL: Record<InterviewScoreArea, string> = {
  problemSolving: 'Problem solving',
  coding: 'Coding',
  communication: 'Communication',
  testing: 'Testing',
};

export const RECOMMENDATION_LABEL: Record<InterviewRecommendation, string> = {
  'strong-hire': 'Strong hire',
  hire: 'Hire',
  'no-hire': 'No hire',
  'strong-no-hire': 'Strong no hire',
};

/** Score n of 4 in words, for the candidate's view and screen readers. */
export const SCORE_WORD = ['', 'Weak', 'Mixed', 'Good', 'Strong'] as const;
