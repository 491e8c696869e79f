import { useState, type SubmitEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Mail } from 'lucide-react';
import { MESSAGES, type LoginRequest } from '@codecourt/contracts';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { ErrorBanner } from '@/features/auth/components/error-banner';
import { FormField } from '@/features/auth/components/form-field';
import { PasswordInput } from '@/features/auth/components/password-input';
import { redirectParam, redirectTarget } from '@/features/auth/lib/redirect';
import { validateLogin, type FieldErrors, type LoginField } from '@/features/auth/lib/signup-validation';

export function LoginForm() {
  const login = useAuth((s) => s.login);
  const error = useAuth((s) => s.error);
  const navigate = useNavigate();
  const { search } = useLocation();
  const [values, setValues] = useState<LoginRequest>({ emailId: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [submitting, setSubmitting] = useState(false);
  // The banner reports this form's own request, not a background session check.
  const [attempted, setAttempted] = useState(false);

  const update = (field: LoginField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    setAttempted(true);
    const ok = await login(values);
    setSubmitting(false);
    if (ok) await navigate(redirectTarget(search), { replace: true });
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5" aria-label="Sign in">
      <ErrorBanner message={attempted ? error : null} />
      <FormField id="emailId" label="Email" error={errors.emailId}>
        <label className={`input w-full ${errors.emailId ? 'input-error' : ''}`}>
          <Mail className="size-4 opacity-50" aria-hidden="true" />
          <input
            id="emailId"
            name="emailId"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            className="grow"
            value={values.emailId}
            aria-invalid={Boolean(errors.emailId)}
            aria-describedby={errors.emailId ? 'emailId-error' : undefined}
            onChange={(e) => {
              update('emailId', e.target.value);
            }}
          />
        </label>
      </FormField>
      <FormField
        id="password"
        label="Password"
        error={errors.password}
        aside={
          <Link to={paths.auth.forgotPassword.getHref()} className="link link-hover text-sm text-primary">
            Forgot password?
          </Link>
        }
      >
        <PasswordInput
          id="password"
          name="password"
          autoComplete="current-password"
          placeholder="Your password"
          value={values.password}
          invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? 'password-error' : undefined}
          onChange={(e) => {
            update('password', e.target.value);
          }}
        />
      </FormField>
      <button type="submit" className="btn btn-primary w-full" disabled={submitting}>
        {submitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {submitting ? MESSAGES.signingIn : 'Sign In'}
      </button>
      <p className="text-center text-sm text-base-content/70">
        Don&apos;t have an account?{' '}
        <Link to={paths.auth.signup.getHref(redirectParam(search))} className="link link-primary font-medium">
          Sign up
        </Link>
      </p>
    </form>
  );
}
