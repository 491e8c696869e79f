import {
  loginRequestSchema,
  signupRequestSchema,
  type LoginRequest,
  type SignupRequest,
} from '@codecourt/contracts';
import { fieldErrorsOf, type FieldErrors } from '@/features/auth/lib/field-errors';

export type SignupField = keyof SignupRequest;
export type LoginField = keyof LoginRequest;
export type { FieldErrors };

/** The first message the contracts schema gives for one field, checked when it loses focus. */
export function validateSignupField(field: SignupField, value: string): string | undefined {
  const result = signupRequestSchema.shape[field].safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

export function validateSignup(values: SignupRequest): FieldErrors<SignupField> {
  const errors: FieldErrors<SignupField> = {};
  for (const field of ['firstName', 'emailId', 'password'] as const) {
    const message = validateSignupField(field, values[field]);
    if (message !== undefined) errors[field] = message;
  }
  return errors;
}

export function validateLogin(values: LoginRequest): FieldErrors<LoginField> {
  return fieldErrorsOf(loginRequestSchema, values, ['emailId', 'password']);
}
