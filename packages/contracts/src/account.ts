import { z } from 'zod';
import { emailSchema, newPasswordSchema } from './auth.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_RESET_TOKEN_MAX_LENGTH } from './limits.js';
import { MESSAGES } from './messages.js';

/** POST /user/change-password (signed in): the current password proves it is the owner asking. */
export const changePasswordRequestSchema = z.object({
  currentPassword: z
    .string()
    .min(1, MESSAGES.currentPasswordRequired)
    .max(PASSWORD_MAX_LENGTH, MESSAGES.currentPasswordIncorrect),
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** POST /user/forgot-password: always answered with the same neutral message, account or not. */
export const forgotPasswordRequestSchema = z.object({ emailId: emailSchema });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/** POST /user/reset-password: the token from the emailed link and the new password (signup rules). */
export const resetPasswordRequestSchema = z.object({
  token: z
    .string()
    .trim()
    .min(1, MESSAGES.resetLinkInvalid)
    .max(PASSWORD_RESET_TOKEN_MAX_LENGTH, MESSAGES.resetLinkInvalid),
  newPassword: newPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** The answer of the three password endpoints: what happened, in words for the user. */
export const accountMessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type AccountMessageResponse = z.infer<typeof accountMessageResponseSchema>;
