// Our clarifications as the Contest API's (ccs-specs 2023-06, "Clarifications"): a question is one from its
// asker's team; its answer is a second one replying to it (to the asker, or to everyone when broadcast);
// an announcement is one from the jury to everyone.
import type { ClarificationRow } from '../../db/schema/index.js';
import { absTime, relTimeBetween } from './ccs-time.js';
import type { CcsClarification } from './ccs-types.js';

export type ClarificationContext = {
  contestStart: Date;
  /** The asker's team id by user id (absent: the asker no longer takes part). */
  teamOfUser: ReadonlyMap<string, string>;
  /** The problem id by contest label. */
  problemOfLabel: ReadonlyMap<string, string>;
};

/** An answer's id: the question's hex (32) and `-a`, within the spec's 36 characters. */
export const answerIdOf = (questionId: string) => `${questionId.replaceAll('-', '')}-a`;

export function toCcsClarifications(row: ClarificationRow, ctx: ClarificationContext): CcsClarification[] {
  const problem = row.label === null ? null : (ctx.problemOfLabel.get(row.label) ?? null);
  const at = (date: Date) => ({ time: absTime(date), contest_time: relTimeBetween(ctx.contestStart, date) });
  const team = row.userId === null ? null : (ctx.teamOfUser.get(row.userId) ?? null);
  const first: CcsClarification = {
    id: row.id,
    from_team_id: row.kind === 'announcement' ? null : team,
    to_team_id: null,
    reply_to_id: null,
    problem_id: problem,
    text: row.text,
    ...at(row.createdAt),
  };
  if (row.kind === 'announcement' || row.answer === null || row.answeredAt === null) return [first];
  const answer: CcsClarification = {
    id: answerIdOf(row.id),
    from_team_id: null,
    to_team_id: row.broadcast ? null : team,
    reply_to_id: row.id,
    problem_id: problem,
    text: row.answer,
    ...at(row.answeredAt),
  };
  return [first, answer];
}
