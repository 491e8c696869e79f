import { z } from 'zod';
import { userResponseSchema } from './auth.js';

/** How many recovery codes enrolment shows, once. */
export const TWO_FACTOR_RECOVERY_CODE_COUNT = 10;
/** How long the second step of a sign-in may wait for its code. */
export const TWO_FACTOR_CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** What an authenticator app shows under the account: the site's name. */
export const TWO_FACTOR_ISSUER = 'CodeCourt';

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  wrongCode: 'That code is not right: check your authenticator app and try again',
  codeAlreadyUsed: 'That code was already used: wait for the next one',
  recoveryCodeUsed: 'That recovery code was already used',
  challengeExpired: 'This sign-in has expired: enter your email and password again',
  notSetUp: 'Set up two-factor sign-in first',
  alreadyEnabled: 'Two-factor sign-in is already on',
  notEnabled: 'Two-factor sign-in is off',
  adminNeedsTwoFactor: 'Admins must turn on two-factor sign-in (Settings) before using admin features',
  enabled: 'Two-factor sign-in is on',
  disabled: 'Two-factor sign-in is off',
} as const;

/** A TOTP code (6 digits) or a recovery code, as typed: spaces and dashes are ignored. */
export const twoFactorCodeSchema = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().min(6, TWO_FACTOR_MESSAGES.codeRequired).max(32, TWO_FACTOR_MESSAGES.wrongCode));

/** POST /user/two-factor/setup: the new (pending) secret, shown this once. */
export const twoFactorSetupResponseSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponseSchema>;

/** POST /user/two-factor/enable and /disable: a current code (disable also takes a recovery code). */
export const twoFactorCodeRequestSchema = z.object({ code: twoFactorCodeSchema });
export type TwoFactorCodeRequest = z.input<typeof twoFactorCodeRequestSchema>;

/** POST /user/two-factor/enable: the recovery codes, shown this once. */
export const twoFactorEnableResponseSchema = z.object({
  recoveryCodes: z.array(z.string()).length(TWO_FACTOR_RECOVERY_CODE_COUNT),
  message: z.string(),
});
export type TwoFactorEnableResponse = z.infer<typeof twoFactorEnableResponseSchema>;

export const twoFactorDisableResponseSchema = z.object({ message: z.string() });

/** POST /user/login of a user with two-factor on: no session yet, only a challenge for the second step. */
export const twoFactorChallengeResponseSchema = z.object({
  twoFactorRequired: z.literal(true),
  challenge: z.string(),
});
export type TwoFactorChallengeResponse = z.infer<typeof twoFactorChallengeResponseSchema>;

/** POST /user/login answers the user (signed in) or, with two-factor on, a challenge. */
export const loginResponseSchema = z.union([userResponseSchema, twoFactorChallengeResponseSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /user/login/two-factor: the challenge of the first step and a TOTP or recovery code. */
export const twoFactorLoginRequestSchema = z.object({
  challenge: z.string().min(1).max(200),
  code: twoFactorCodeSchema,
});
export type TwoFactorLoginRequest = z.input<typeof twoFactorLoginRequestSchema>;
