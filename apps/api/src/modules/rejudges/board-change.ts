import type { Judgement, RejudgeCell } from '@codecourt/contracts';
import type { Queryable } from '../../db/transaction.js';
import { cellInputs, percentOf } from '../contest-scores/score-cache.js';
import type { CellTry } from '../contest-scores/score-cache.js';
import { scoreCell } from '../contest-scores/scoring.js';
import type { ScoredCell } from '../contest-scores/scoring.js';

export type BoardChange = { before: RejudgeCell; after: RejudgeCell };

type Judged = { submissionId: string; participationId: string; judgement: Judgement | null };

const shown = ({ solved, attempts, minutes, score }: ScoredCell): RejudgeCell => ({
  solved,
  attempts,
  minutes,
  score,
});
const same = (a: RejudgeCell, b: RejudgeCell) =>
  a.solved === b.solved && a.attempts === b.attempts && a.minutes === b.minutes && a.score === b.score;

/** A try as scoring would see it once the rejudge's judgement is stored on its submission. */
function rejudged(t: CellTry, judgement: Judgement): CellTry {
  const { groups: _old, ...rest } = t;
  return {
    ...rest,
    status: 'done',
    verdict: judgement.verdict,
    percent: percentOf({
      testCasesPassed: judgement.testCasesPassed,
      totalTestCases: judgement.totalTestCases,
      score: judgement.score ?? null,
      scoreGroups: judgement.groups ?? null,
    }),
    ...(judgement.groups ? { groups: judgement.groups } : {}),
  };
}

/**
 * Each participant's jury cell of the problem now and as applying would leave it, by participation: the
 * same scoring the score cache runs, over their tries with the new judgements in place. Only the
 * participations whose cell changes are answered.
 */
export async function boardChanges(
  db: Queryable,
  label: string,
  results: Judged[],
): Promise<Map<string, BoardChange>> {
  const byParticipation = new Map<string, Map<string, Judgement>>();
  for (const r of results) {
    if (!r.judgement) continue;
    const judged = byParticipation.get(r.participationId) ?? new Map<string, Judgement>();
    judged.set(r.submissionId, r.judgement);
    byParticipation.set(r.participationId, judged);
  }
  const changes = new Map<string, BoardChange>();
  for (const [participationId, judged] of byParticipation) {
    const inputs = await cellInputs(db, participationId, label);
    if (!inputs) continue;
    const after = inputs.tries.map((t) => {
      const judgement = judged.get(t.submissionId);
      return judgement ? rejudged(t, judgement) : t;
    });
    const change = {
      before: shown(scoreCell(inputs.tries, inputs.rules, null)),
      after: shown(scoreCell(after, inputs.rules, null)),
    };
    if (!same(change.before, change.after)) changes.set(participationId, change);
  }
  return changes;
}
