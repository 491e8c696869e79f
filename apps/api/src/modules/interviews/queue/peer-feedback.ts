import type { InterviewScorecard } from '@codecourt/contracts';
import type { InterviewScorecardRow } from '../../../db/schema/index.js';

const asScorecard = (row: InterviewScorecardRow): InterviewScorecard => ({
  scores: row.scores,
  recommendation: row.recommendation,
  feedback: row.feedback,
  shared: row.sharedAt !== null,
  updatedAt: row.updatedAt.toISOString(),
  sharedAt: row.sharedAt?.toISOString() ?? null,
});

/** The viewer's feedback and their partner's, the partner's only once the viewer has given theirs. */
export function feedbackFor(
  scorecards: readonly InterviewScorecardRow[],
  viewerId: string,
): { feedbackGiven: InterviewScorecard | null; feedbackReceived: InterviewScorecard | null } {
  const given = scorecards.find((row) => row.authorId === viewerId);
  const received = given && scorecards.find((row) => row.authorId !== viewerId && row.sharedAt !== null);
  return {
    feedbackGiven: given ? asScorecard(given) : null,
    feedbackReceived: received ? asScorecard(received) : null,
  };
}
