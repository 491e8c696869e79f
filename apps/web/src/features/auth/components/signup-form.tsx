import { useState, type SubmitEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Mail, UserRound } from 'lucide-react';
import { MESSAGES, type SignupRequest } from '@codecourt/contracts';
import { paths } from '@/config/paths';
import { redirectParam, redirectTarget } from '@/features/auth/lib/redirect';
import { useAuth } from '@/lib/auth';
import { ErrorBanner } from '@/features/auth/components/error-banner';
import { FormField } from '@/features/auth/components/form-field';
import { PasswordInput } from '@/features/auth/components/password-input';
import { PasswordStrength } from '@/features/auth/components/password-strength';
import {
  validateSignup,
  validateSignupField,
  type FieldErrors,
  type SignupField,
} from '@/features/auth/lib/signup-validation';

const TEXT_FIELDS = [
  {
    field: 'firstName',
    label: 'First name',
    type: 'text',
    autoComplete: 'given-name',
    placeholder: 'Ada',
    icon: UserRound,
  },
  {
    field: 'emailId',
    label: 'Email',
    type: 'email',
    autoComplete: 'email',
    placeholder: 'you@example.com',
    icon: Mail,
  },
] as const;

export function SignupForm() {
  const register = useAuth((s) => s.register);
  const error = useAuth((s) => s.error);
  const navigate = useNavigate();
  const { search } = useLocation();
  const [values, setValues] = useState<SignupRequest>({ firstName: '', emailId: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<SignupField>>({});
  const [submitting, setSubmitting] = useState(false);
  // The banner reports this form's own request, not a background session check.
  const [attempted, setAttempted] = useState(false);

  // A field is validated when it loses focus; once flagged, it re-checks as the user fixes it.
  const check = (field: SignupField, value: string) => {
    setErrors((e) => ({ ...e, [field]: validateSignupField(field, value) }));
  };
  const update = (field: SignupField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) check(field, value);
  };

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const found = validateSignup(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    setAttempted(true);
    const ok = await register(values);
    setSubmitting(false);
    // Where signing in would have gone: the page that sent the user here, else the problem list.
    if (ok) await navigate(redirectTarget(search), { replace: true });
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5" aria-label="Create account">
      <ErrorBanner message={attempted ? error : null} />
      {TEXT_FIELDS.map(({ field, label, icon: Icon, ...input }) => (
        <FormField key={field} id={field} label={label} error={errors[field]}>
          <label className={`input w-full ${errors[field] ? 'input-error' : ''}`}>
            <Icon className="size-4 opacity-50" aria-hidden="true" />
            <input
              {...input}
              id={field}
              name={field}
              className="grow"
              value={values[field]}
              aria-invalid={Boolean(errors[field])}
              aria-describedby={errors[field] ? `${field}-error` : undefined}
              onChange={(e) => {
                update(field, e.target.value);
              }}
              onBlur={(e) => {
                check(field, e.target.value);
              }}
            />
          </label>
        </FormField>
      ))}
      <FormField id="password" label="Password" error={errors.password}>
        <PasswordInput
          id="password"
          name="password"
          autoComplete="new-password"
          placeholder="Create a strong password"
          value={values.password}
          invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? 'password-error' : undefined}
          onChange={(e) => {
            update('password', e.target.value);
          }}
          onBlur={(e) => {
            check('password', e.target.value);
          }}
        />
      </FormField>
      <PasswordStrength password={values.password} />
      <button type="submit" className="btn btn-primary w-full" disabled={submitting}>
        {submitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {submitting ? MESSAGES.creatingAccount : 'Create Account'}
      </button>
      <p className="text-center text-sm text-base-content/70">
        Already have an account?{' '}
        <Link to={paths.auth.login.getHref(redirectParam(search))} className="link link-primary font-medium">
          Sign in
        </Link>
      </p>
    </form>
  );
}
