// The room's problem (issue #41 item 1): a library problem by id, or a private one the interviewer writes,
// kept with the room and never a row of `problems`. Its statement goes through the renderer every
// statement goes through; the candidate sees it only once the clock runs.
import type { InterviewPrivateProblem, InterviewProblem, InterviewRole } from '@codecourt/contracts';
import { renderStatement } from '@codecourt/problem-package';
import type { InterviewRow, StoredPrivateProblem } from '../../db/schema/index.js';
import type { ProblemReader } from '../problems/visibility/problem-visibility.js';
import { assertRenderable } from '../problems/statement-html.js';

/** The private problem as stored: its statement checked (size, nesting) and rendered once. */
export function storedPrivateProblem(input: InterviewPrivateProblem): StoredPrivateProblem {
  assertRenderable(input.statement);
  return {
    title: input.title,
    statement: input.statement,
    statementHtml: renderStatement(input.statement),
    tests: input.tests ?? [],
  };
}

/** "The clock starts, the problem statement appears to the candidate": before that only the others see it. */
export const seesProblem = (row: Pick<InterviewRow, 'status'>, role: InterviewRole | undefined) =>
  role !== undefined && (role !== 'candidate' || row.status !== 'waiting');

/**
 * What the room's JSON says of its problem to this participant: nothing before they may see it; a
 * library problem only while the viewer may read it in full (one that turned secret is not named); a
 * private problem's tests to the interviewer alone.
 */
export async function problemFor(
  row: InterviewRow,
  role: InterviewRole | undefined,
  reader: ProblemReader,
): Promise<{ problemId: string | null; problem: InterviewProblem | null }> {
  const none = { problemId: null, problem: null };
  if (!seesProblem(row, role)) return none;
  if (row.privateProblem) {
    const { title, statementHtml, tests } = row.privateProblem;
    return {
      problemId: null,
      problem: { source: 'private', title, statementHtml, ...(role === 'interviewer' ? { tests } : {}) },
    };
  }
  const library = row.problemId ? await reader.findRow(row.problemId) : undefined;
  if (!library) return none;
  return {
    problemId: library.id,
    problem: { source: 'library', title: library.title, statementHtml: library.descriptionHtml ?? '' },
  };
}
