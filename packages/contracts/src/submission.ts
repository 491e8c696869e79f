import { z } from 'zod';
import { LANGUAGE_IDS } from './languages.js';
import { VERDICTS } from './enums.js';
import { MESSAGES } from './messages.js';
import { idSchema } from './common.js';

const codeSchema = z.string().refine((c) => c.trim().length > 0, MESSAGES.blankCode);
const languageSchema = z.enum(LANGUAGE_IDS, { error: MESSAGES.unknownLanguage });

export const runRequestSchema = z.object({
  code: codeSchema,
  language: languageSchema,
  customInput: z
    .string()
    .max(1024 * 1024)
    .optional(),
});
export type RunRequest = z.infer<typeof runRequestSchema>;

export const submitRequestSchema = z.object({ code: codeSchema, language: languageSchema });
export type SubmitRequest = z.infer<typeof submitRequestSchema>;

export const testResultSchema = z.object({
  index: z.number().int(),
  verdict: z.enum(VERDICTS),
  timeMs: z.number(),
  memoryKb: z.number(),
  input: z.string().optional(),
  expected: z.string().optional(),
  actual: z.string().optional(),
  message: z.string().optional(),
});
export type TestResult = z.infer<typeof testResultSchema>;

/** Run result (spec §3, §7) plus per-test results. */
export const runResponseSchema = z.object({
  success: z.boolean(),
  output: z.string(),
  error: z.string().nullable(),
  verdict: z.enum(VERDICTS),
  testResults: z.array(testResultSchema),
});
export type RunResponse = z.infer<typeof runResponseSchema>;

/** Submit result (spec §3, §7) plus the judge's detail. */
export const submitResponseSchema = z.object({
  success: z.boolean(),
  accepted: z.boolean(),
  message: z.string(),
  error: z.string().nullable(),
  stats: z.object({ runtime: z.number(), memory: z.number() }),
  verdict: z.enum(VERDICTS),
  testCasesPassed: z.number().int(),
  totalTestCases: z.number().int(),
  submissionId: idSchema,
  failedTest: testResultSchema.optional(),
});
export type SubmitResponse = z.infer<typeof submitResponseSchema>;
