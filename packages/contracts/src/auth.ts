import { z } from 'zod';
import { ROLES } from './enums.js';
import {
  EMAIL_MAX_LENGTH,
  FIRST_NAME_MAX_LENGTH,
  FIRST_NAME_MIN_LENGTH,
  LAST_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './limits.js';
import { MESSAGES } from './messages.js';
import { PASSWORD_COMPLEXITY_PATTERN } from './password.js';
import { idSchema } from './common.js';

export const firstNameSchema = z
  .string()
  .trim()
  .min(FIRST_NAME_MIN_LENGTH, MESSAGES.firstNameTooShort)
  .max(FIRST_NAME_MAX_LENGTH, `First name must be at most ${FIRST_NAME_MAX_LENGTH} characters`);

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, MESSAGES.invalidEmail)
  .pipe(z.email(MESSAGES.invalidEmail));

export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .regex(PASSWORD_COMPLEXITY_PATTERN, MESSAGES.passwordComplexity);

/** Optional; a blank one is stored as no last name (null). */
export const lastNameSchema = z
  .string()
  .trim()
  .max(LAST_NAME_MAX_LENGTH, MESSAGES.lastNameTooLong)
  .nullish()
  .transform((value) => (value ? value : null));

/** Signup form payload, plus an optional last name. */
export const signupRequestSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  emailId: emailSchema,
  password: newPasswordSchema,
});
/** What a client sends (lastName may be left out). */
export type SignupRequest = z.input<typeof signupRequestSchema>;
/** What the API works with once the request passed validation. */
export type ValidSignup = z.output<typeof signupRequestSchema>;

/** PATCH /user/profile: the names, under the signup rules; answers `{user}`. */
export const updateProfileRequestSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;
export type ValidProfileUpdate = z.output<typeof updateProfileRequestSchema>;

/** Login form payload. Only presence is checked: rules are not shown on login. */
export const loginRequestSchema = z.object({
  emailId: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, MESSAGES.emailRequired)
    .max(EMAIL_MAX_LENGTH, MESSAGES.invalidEmail),
  password: z
    .string()
    .min(1, MESSAGES.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, MESSAGES.invalidCredentials),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The user as the API returns it. Never carries a password hash. */
export const userSchema = z.object({
  _id: idSchema,
  firstName: z.string(),
  lastName: z.string().nullable(),
  emailId: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  createdAt: z.string(),
  /** The public profile's address and switch (issue #38); optional so older clients' fixtures still parse. */
  handle: z.string().optional(),
  profilePublic: z.boolean().optional(),
  /** TOTP sign-in is on; `twoFactorRequired`: an admin under REQUIRE_ADMIN_TWO_FACTOR who must enrol first. */
  twoFactorEnabled: z.boolean().optional(),
  twoFactorRequired: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;

export const userResponseSchema = z.object({ user: userSchema, message: z.string().optional() });
export type UserResponse = z.infer<typeof userResponseSchema>;

/**
 * GET /user/check: `user` is absent when signed out. With `?refresh=false` the check never renews the
 * session itself: when only the refresh cookie is left it answers `{renewable: true}`, so a client whose
 * one refresher owns every renewal (shared by its tabs) renews through it and checks again.
 */
export const checkQuerySchema = z.object({ refresh: z.enum(['true', 'false']).optional() });
export type CheckQuery = z.infer<typeof checkQuerySchema>;
export const checkResponseSchema = z.object({
  user: userSchema.optional(),
  renewable: z.literal(true).optional(),
});
export type CheckResponse = z.infer<typeof checkResponseSchema>;

export const refreshResponseSchema = z.object({ success: z.boolean() });
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

export const logoutResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

/** Cookie and header names clients rely on. */
export const COOKIE_NAMES = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  xsrf: 'XSRF-TOKEN',
} as const;
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/**
 * Over HTTPS (production) the session cookies carry this prefix (`__Host-accessToken`): browsers then take
 * them only when Secure, Path=/ and without Domain, so a sibling subdomain cannot plant or shadow them.
 * Scripts never read them; XSRF-TOKEN, which the page does read, keeps its name with the same attributes.
 */
export const SECURE_COOKIE_PREFIX = '__Host-';

/** Path fragments readable without login: a 401 on them never redirects to /login. */
export const PUBLIC_API_PATH_FRAGMENTS = [
  '/user/check',
  '/contests',
  '/leaderboard',
  '/discuss',
  '/homepage',
] as const;
