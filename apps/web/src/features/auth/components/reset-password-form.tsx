import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { ErrorBanner } from '@/features/auth/components/error-banner';
import { NewPasswordFields, type NewPasswordValues } from '@/features/auth/components/new-password-fields';
import type { FieldErrors } from '@/features/auth/lib/field-errors';
import {
  hasErrors,
  validateNewPassword,
  type NewPasswordField,
} from '@/features/auth/lib/password-form-validation';

/** A new password from the emailed link's token; afterwards the user signs in with it. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [values, setValues] = useState<NewPasswordValues>({ newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<NewPasswordField>>({});
  const reset = useResetPassword();

  const update = (field: NewPasswordField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const found = validateNewPassword(values);
    setErrors(found);
    if (!hasErrors(found)) reset.mutate({ token, newPassword: values.newPassword });
  };

  if (reset.isSuccess)
    return (
      <div className="space-y-5">
        <div
          role="status"
          className="alert alert-success alert-soft text-sm"
          data-testid="password-reset-done"
        >
          <CircleCheck className="size-5 shrink-0" aria-hidden="true" />
          <span>{reset.data}</span>
        </div>
        <Link to={paths.auth.login.getHref()} className="btn btn-primary w-full">
          Sign in
        </Link>
      </div>
    );

  const failure =
    reset.error instanceof ApiError ? reset.error.message : reset.error ? String(reset.error) : null;
  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="Reset password">
      <ErrorBanner message={failure} />
      {failure && (
        <p className="text-sm">
          <Link to={paths.auth.forgotPassword.getHref()} className="link link-primary">
            Ask for a new link
          </Link>
        </p>
      )}
      <NewPasswordFields values={values} errors={errors} onChange={update} />
      <button type="submit" className="btn btn-primary w-full" disabled={reset.isPending}>
        {reset.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {reset.isPending ? 'Saving…' : 'Set new password'}
      </button>
    </form>
  );
}
