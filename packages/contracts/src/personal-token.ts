import { z } from 'zod';
import { idSchema, isoDateSchema } from './common.js';
import { PERSONAL_TOKEN_NAME_MAX_LENGTH } from './limits.js';
import { MESSAGES } from './messages.js';

/** The secret's prefix: recognisable in logs and by secret scanners. */
export const PERSONAL_TOKEN_PREFIX = 'cc_';

export const createPersonalTokenRequestSchema = z.object({
  name: z
    .string(MESSAGES.tokenNameRequired)
    .trim()
    .min(1, MESSAGES.tokenNameRequired)
    .max(PERSONAL_TOKEN_NAME_MAX_LENGTH, MESSAGES.tokenNameTooLong),
});
export type CreatePersonalTokenRequest = z.input<typeof createPersonalTokenRequestSchema>;

/** A token as listed: never its secret. `lastUsedAt` is null until first use and updated about once a minute. */
export const personalTokenSchema = z.object({
  _id: idSchema,
  name: z.string(),
  createdAt: isoDateSchema,
  lastUsedAt: isoDateSchema.nullable(),
});
export type PersonalToken = z.infer<typeof personalTokenSchema>;

export const personalTokenListResponseSchema = z.array(personalTokenSchema);

/** The answer to creating a token: the only time its secret is shown. */
export const createdPersonalTokenSchema = z.object({
  _id: idSchema,
  name: z.string(),
  /** Send it as `Authorization: Bearer <token>`. */
  token: z.string().startsWith(PERSONAL_TOKEN_PREFIX),
  createdAt: isoDateSchema,
});
export type CreatedPersonalToken = z.infer<typeof createdPersonalTokenSchema>;

/** What revoking answers. */
export const revokedPersonalTokenSchema = z.object({ _id: idSchema, revoked: z.literal(true) });
export type RevokedPersonalToken = z.infer<typeof revokedPersonalTokenSchema>;
