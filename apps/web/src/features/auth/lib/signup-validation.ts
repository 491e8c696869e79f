import {
  loginRequestSchema,
  signupRequestSchema,
  type LoginRequest,
  type SignupRequest,
} from '@codecourt/contracts';

export type SignupField = keyof SignupRequest;
export type LoginField = keyof LoginRequest;
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

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
  const result = loginRequestSchema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors<LoginField> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'emailId' || field === 'password') && errors[field] === undefined)
      errors[field] = issue.message;
  }
  return errors;
}
