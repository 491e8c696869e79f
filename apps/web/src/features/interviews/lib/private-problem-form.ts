import {
  interviewPrivateProblemSchema,
  INTERVIEW_PRIVATE_PROBLEM,
  type InterviewPrivateProblem,
  type InterviewPrivateTest,
} from '@codecourt/contracts';

/** The private problem as the interviewer writes it: tests are rows they add and remove. */
export type PrivateProblemDraft = { title: string; statement: string; tests: InterviewPrivateTest[] };

export type PrivateProblemErrors = {
  title?: string;
  statement?: string;
  /** About the list itself (too many). */
  tests?: string;
  /** About one row, by its index. */
  test: Record<number, string>;
};

export const EMPTY_PRIVATE_PROBLEM: PrivateProblemDraft = { title: '', statement: '', tests: [] };

export const canAddTest = (draft: PrivateProblemDraft) =>
  draft.tests.length < INTERVIEW_PRIVATE_PROBLEM.testsMax;

/**
 * The problem the draft makes, or what to fix next to each field: the contracts' schema decides, so the
 * form's messages and limits are the API's. No rows means no tests (runs then need an input).
 */
export function checkPrivateProblem(
  draft: PrivateProblemDraft,
): { ok: true; problem: InterviewPrivateProblem } | { ok: false; errors: PrivateProblemErrors } {
  const parsed = interviewPrivateProblemSchema.safeParse({
    title: draft.title,
    statement: draft.statement,
    ...(draft.tests.length > 0 ? { tests: draft.tests } : {}),
  });
  if (parsed.success) return { ok: true, problem: parsed.data };
  const errors: PrivateProblemErrors = { test: {} };
  for (const issue of parsed.error.issues) {
    const [field, index] = issue.path;
    if (field === 'title') errors.title ??= issue.message;
    else if (field === 'statement') errors.statement ??= issue.message;
    else if (field === 'tests' && typeof index === 'number') errors.test[index] ??= issue.message;
    else if (field === 'tests') errors.tests ??= issue.message;
  }
  return { ok: false, errors };
}
