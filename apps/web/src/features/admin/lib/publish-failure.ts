import { referenceRejectedResponseSchema, type ReferenceFailure } from '@codecourt/contracts';
import { ApiError } from '@/lib/api-error';

/** The test a reference solution failed, when a refused create or update (400) names one. */
export function publishFailureOf(error: unknown): ReferenceFailure | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const parsed = referenceRejectedResponseSchema.safeParse(error.data);
  return parsed.success ? parsed.data.failure : undefined;
}

/** "hidden test 2", or "compiling" when the reference failed before any test ran. */
export function failedTestName(failure: ReferenceFailure): string {
  if (failure.testKind === null || failure.testNumber === null) return 'compiling';
  return `${failure.testKind} test ${String(failure.testNumber)}`;
}
