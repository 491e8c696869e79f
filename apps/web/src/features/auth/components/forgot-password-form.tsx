import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router';
import { MailCheck, Mail } from 'lucide-react';
import { forgotPasswordRequestSchema } from '@codecourt/contracts';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { useForgotPassword } from '@/features/auth/api/forgot-password';
import { ErrorBanner } from '@/features/auth/components/error-banner';
import { FormField } from '@/features/auth/components/form-field';
import { fieldErrorsOf } from '@/features/auth/lib/field-errors';

/** Asks for a reset link by email; the answer never tells whether the address has an account. */
export function ForgotPasswordForm() {
  const [emailId, setEmailId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const forgot = useForgotPassword();

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const found = fieldErrorsOf(forgotPasswordRequestSchema, { emailId }, ['emailId']).emailId;
    setError(found);
    if (found === undefined) forgot.mutate({ emailId });
  };

  if (forgot.isSuccess)
    return (
      <div className="space-y-5">
        <div role="status" className="alert alert-success alert-soft text-sm" data-testid="reset-link-sent">
          <MailCheck className="size-5 shrink-0" aria-hidden="true" />
          <span>{forgot.data}</span>
        </div>
        <p className="text-sm text-base-content/70">
          Nothing arrived? Check your spam folder, or{' '}
          <button
            type="button"
            className="link link-primary"
            onClick={() => {
              forgot.reset();
            }}
          >
            try another address
          </button>
          .
        </p>
        <Link to={paths.auth.login.getHref()} className="btn btn-outline w-full">
          Back to sign in
        </Link>
      </div>
    );

  const failure =
    forgot.error instanceof ApiError ? forgot.error.message : forgot.error ? String(forgot.error) : null;
  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="Forgot password">
      <ErrorBanner message={failure} />
      <FormField id="emailId" label="Email" error={error}>
        <label className={`input w-full ${error ? 'input-error' : ''}`}>
          <Mail className="size-4 opacity-50" aria-hidden="true" />
          <input
            id="emailId"
            name="emailId"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            className="grow"
            value={emailId}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'emailId-error' : undefined}
            onChange={(e) => {
              setEmailId(e.target.value);
              setError(undefined);
            }}
          />
        </label>
      </FormField>
      <button type="submit" className="btn btn-primary w-full" disabled={forgot.isPending}>
        {forgot.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {forgot.isPending ? 'Sending…' : 'Send reset link'}
      </button>
      <p className="text-center text-sm text-base-content/70">
        Remembered it?{' '}
        <Link to={paths.auth.login.getHref()} className="link link-primary font-medium">
          Sign in
        </Link>
      </p>
    </form>
  );
}
