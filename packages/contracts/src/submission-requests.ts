// What Run and Submit take, and the limits of those two endpoints.
import { z } from 'zod';
import { LANGUAGE_IDS } from './languages.js';
import { MESSAGES } from './messages.js';

const codeSchema = z
  .string()
  .refine((c) => c.trim().length > 0, MESSAGES.blankCode)
  // A source is text: PostgreSQL cannot store NUL in text, and no compiler takes it.
  .refine((c) => !c.includes('\0'), MESSAGES.nulInCode);
const languageSchema = z.enum(LANGUAGE_IDS, { error: MESSAGES.unknownLanguage });

/**
 * `code` is what the editor holds: for a problem with a harness only the user's class or function (the
 * server joins the hidden prefix and suffix), otherwise a whole program.
 */
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

/** Run and submit requests per signed-in user per window before 429. */
export const SUBMISSION_RATE_LIMIT = { windowMs: 30_000, max: 10 } as const;

/** How long POST /submission/submit waits for the verdict before answering 202 with the pending submission. */
export const SUBMIT_WAIT_MS = 45_000;
