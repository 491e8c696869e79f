// Code drafts kept on the server per user, problem and language: /api/drafts.
import { z } from 'zod';
import { idSchema, isoDateSchema } from './common.js';
import { LANGUAGE_IDS } from './languages.js';
import { CODE_MAX_BYTES } from './limits.js';
import { MESSAGES } from './messages.js';

export const draftParamsSchema = z.object({
  problemId: idSchema,
  language: z.enum(LANGUAGE_IDS, { error: MESSAGES.unknownLanguage }),
});

/** PUT /drafts/{problemId}/{language}: the editor's text (blank is allowed: a draft may be emptied). */
export const draftWriteSchema = z.object({
  code: z
    .string()
    .refine((code) => new TextEncoder().encode(code).length <= CODE_MAX_BYTES, MESSAGES.codeTooLarge)
    .refine((code) => !code.includes('\0'), MESSAGES.nulInCode),
});
export type DraftWrite = z.infer<typeof draftWriteSchema>;

export const draftSchema = z.object({
  problemId: idSchema,
  language: z.enum(LANGUAGE_IDS),
  code: z.string(),
  /** When the server stored it: the workspace keeps the newer of this and its local copy. */
  updatedAt: isoDateSchema,
});
export type Draft = z.infer<typeof draftSchema>;

/** GET /drafts/{problemId}/{language}: the draft, or null when none is kept. */
export const draftResponseSchema = draftSchema.nullable();
