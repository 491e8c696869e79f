// Judge-verified publishing: before a problem is saved, every reference solution is judged on every
// test. A failure blocks the save and says where; the streamed variant reports progress as it goes.
import { z } from 'zod';
import { VERDICTS } from './enums.js';
import { LANGUAGE_NAMES } from './languages.js';

export const VERIFY_TEST_KINDS = ['visible', 'hidden'] as const;
export type VerifyTestKind = (typeof VERIFY_TEST_KINDS)[number];

/**
 * The first test a reference solution failed, with its data (admins may see hidden tests). A
 * Compilation Error fails before any test: then `testKind` and `testNumber` are null, `input` and
 * `expected` empty and `actual` holds the compiler's message.
 */
export const referenceFailureSchema = z.object({
  language: z.enum(LANGUAGE_NAMES),
  testKind: z.enum(VERIFY_TEST_KINDS).nullable(),
  /** 1-based among the tests of its kind. */
  testNumber: z.number().int().positive().nullable(),
  verdict: z.enum(VERDICTS),
  input: z.string(),
  expected: z.string(),
  /** What the program printed, or its error output or the judge's reason when it printed nothing. */
  actual: z.string(),
});
export type ReferenceFailure = z.infer<typeof referenceFailureSchema>;

/** 400 of create, update, import and verify when a reference solution fails: `error` reads "<Language> reference solution: <Verdict> on <visible|hidden> test <n>". */
export const referenceRejectedResponseSchema = z.object({
  error: z.string(),
  failure: referenceFailureSchema,
});
export type ReferenceRejectedResponse = z.infer<typeof referenceRejectedResponseSchema>;

/** One event of POST /problem/verify (text/event-stream; each `data:` line is one JSON event). */
export const verifyEventSchema = z.discriminatedUnion('type', [
  /** First: what will be judged. */
  z.object({
    type: z.literal('started'),
    languages: z.array(z.enum(LANGUAGE_NAMES)),
    visibleTests: z.number().int().nonnegative(),
    hiddenTests: z.number().int().nonnegative(),
  }),
  /** A language's reference solution is being compiled and run. */
  z.object({ type: z.literal('judging'), language: z.enum(LANGUAGE_NAMES) }),
  /** One test of that language was judged (in order; the run stops at the first failure). */
  z.object({
    type: z.literal('test'),
    language: z.enum(LANGUAGE_NAMES),
    testKind: z.enum(VERIFY_TEST_KINDS),
    testNumber: z.number().int().positive(),
    verdict: z.enum(VERDICTS),
  }),
  /** Last, when every reference passed every test: the problem may be saved. */
  z.object({ type: z.literal('passed') }),
  /** Last, when a reference failed (same body as the 400). */
  z.object({ type: z.literal('failed'), error: z.string(), failure: referenceFailureSchema }),
  /** Last, when the judge could not run (nothing is known about the references). */
  z.object({ type: z.literal('error'), error: z.string() }),
]);
export type VerifyEvent = z.infer<typeof verifyEventSchema>;
