// The comparison shown when a virtual run ends (issue #23 item 1): per problem, your time and tries against
// the field's fastest and median solver, all read from the final board rows.
import type { ProblemComparison, ScoreboardRow } from '@codecourt/contracts';

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] ?? 0) + upper) / 2;
}

/** `you`: the virtual row at the end; `field`: the original participants' rows at the end. */
export function compareRun(you: ScoreboardRow, field: readonly ScoreboardRow[]): ProblemComparison[] {
  return you.problems.map((mine, j) => {
    const solvers = field.map((row) => row.problems[j]).filter((cell) => cell?.solved === true);
    const minutes = solvers.map((cell) => cell?.minutes ?? 0);
    return {
      label: mine.label,
      you: { solved: mine.solved, minutes: mine.minutes, attempts: mine.attempts },
      field: {
        participants: field.length,
        solvers: solvers.length,
        fastestMinutes: minutes.length > 0 ? Math.min(...minutes) : null,
        medianMinutes: median(minutes),
        medianAttempts: median(solvers.map((cell) => cell?.attempts ?? 0)),
      },
    };
  });
}
