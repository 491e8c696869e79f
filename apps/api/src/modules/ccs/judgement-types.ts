// Our verdicts as the Contest API's judgement types (ccs-specs 2023-06, "Judgement Types": the big five
// AC/WA/TLE/RTE/CE plus MLE, OLE and JE). `penalty` follows our scoring: a compile error or a judge
// failure is nobody's wrong try (contest-scores/scoring.ts NEVER_COUNTS).
import { VERDICTS } from '@codecourt/contracts';
import type { Verdict } from '@codecourt/contracts';

export type CcsJudgementTypeId = 'AC' | 'WA' | 'TLE' | 'RTE' | 'CE' | 'MLE' | 'OLE' | 'JE';
export type CcsJudgementType = { id: CcsJudgementTypeId; name: string; penalty: boolean; solved: boolean };

const BY_VERDICT: Record<Verdict, CcsJudgementType> = {
  Accepted: { id: 'AC', name: 'correct', penalty: false, solved: true },
  'Wrong Answer': { id: 'WA', name: 'wrong answer', penalty: true, solved: false },
  'Time Limit Exceeded': { id: 'TLE', name: 'timelimit', penalty: true, solved: false },
  'Runtime Error': { id: 'RTE', name: 'run-error', penalty: true, solved: false },
  'Compilation Error': { id: 'CE', name: 'compiler-error', penalty: false, solved: false },
  'Memory Limit Exceeded': { id: 'MLE', name: 'memory limit', penalty: true, solved: false },
  'Output Limit Exceeded': { id: 'OLE', name: 'output limit', penalty: true, solved: false },
  'Internal Error': { id: 'JE', name: 'judging error', penalty: false, solved: false },
};

/** Every judgement type we can answer, in our verdict order. */
export const JUDGEMENT_TYPES: readonly CcsJudgementType[] = VERDICTS.map((v) => BY_VERDICT[v]);

export function judgementTypeOf(verdict: Verdict): CcsJudgementTypeId {
  return BY_VERDICT[verdict].id;
}
