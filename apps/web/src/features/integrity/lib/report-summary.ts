import { INTEGRITY_LIMITS } from '@codecourt/contracts';

const counted = (n: number, one: string, many: string) => `${String(n)} ${n === 1 ? one : many}`;

/** The line under "Run a new report" once a report is done: how many programs and pairs. */
export function reportSummary({ programs, pairs }: { programs: number; pairs: number }): string {
  return `${counted(programs, 'program', 'programs')} compared, ${counted(pairs, 'pair', 'pairs')} listed`;
}

/**
 * Short programs are left out of the comparison (see INTEGRITY_LIMITS.minTokens): an admin who expects a
 * short copy in the list must learn why it is not there.
 */
export const SKIPPED_PROGRAMS_NOTE = `Programs shorter than ${String(INTEGRITY_LIMITS.minTokens)} tokens (identifiers, keywords, operators and literals; comments and spacing do not count) are not compared: a match between them is no evidence.`;
