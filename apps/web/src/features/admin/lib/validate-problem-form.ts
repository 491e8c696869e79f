import { problemInputSchema, type ProblemInput } from '@codecourt/contracts';
import { toProblemInput, type ProblemFormValues } from '@/features/admin/lib/problem-form-values';

/** Field path ("title", "visibleTestCases.0.input", "startCode") to the first message about it. */
export type FormErrors = Record<string, string>;

export type FormCheck = { ok: true; input: ProblemInput } | { ok: false; errors: FormErrors };

/** The form against the API's own schema, so the messages are the ones the server would answer. */
export function validateProblemForm(values: ProblemFormValues): FormCheck {
  const input = toProblemInput(values);
  const result = problemInputSchema.safeParse(input);
  if (result.success) return { ok: true, input: result.data };
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return { ok: false, errors };
}
