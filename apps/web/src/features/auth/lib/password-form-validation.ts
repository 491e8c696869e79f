import {
  MESSAGES,
  changePasswordRequestSchema,
  newPasswordSchema,
  type ChangePasswordRequest,
} from '@codecourt/contracts';
import { fieldErrorsOf, type FieldErrors } from '@/features/auth/lib/field-errors';

export type NewPasswordField = 'newPassword' | 'confirmPassword';
export type ChangePasswordField = 'currentPassword' | NewPasswordField;

/** The signup rules on the new password, and the second copy matching the first. */
export function validateNewPassword(values: {
  newPassword: string;
  confirmPassword: string;
}): FieldErrors<NewPasswordField> {
  const errors: FieldErrors<NewPasswordField> = {};
  const checked = newPasswordSchema.safeParse(values.newPassword);
  if (!checked.success) errors.newPassword = checked.error.issues[0]?.message;
  if (values.confirmPassword !== values.newPassword) errors.confirmPassword = MESSAGES.passwordsDoNotMatch;
  return errors;
}

export function validateChangePassword(
  values: ChangePasswordRequest & { confirmPassword: string },
): FieldErrors<ChangePasswordField> {
  const { currentPassword } = fieldErrorsOf(changePasswordRequestSchema, values, ['currentPassword']);
  return { ...(currentPassword ? { currentPassword } : {}), ...validateNewPassword(values) };
}

export function hasErrors(errors: Partial<Record<string, string | undefined>>): boolean {
  return Object.values(errors).some((message) => message !== undefined);
}
