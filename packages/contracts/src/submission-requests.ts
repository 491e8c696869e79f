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

/**
 * The header a client sends with Run and Submit, one fresh value per click: a repeat of the same request
 * (a retry after a proxy's 5xx or a dropped connection) is answered with the first one's outcome instead
 * of being judged again. Requests carrying it may be retried automatically.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, MESSAGES.invalidIdempotencyKey);
/** How long a Run's answer is kept for a repeat with the same key. */
export const RUN_IDEMPOTENCY_TTL_MS = 10 * 60 * 1000;
