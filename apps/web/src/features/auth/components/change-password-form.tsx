import { useState, type SubmitEvent } from 'react';
import { ApiError } from '@/lib/api-error';
import { useChangePassword } from '@/features/auth/api/change-password';
import { FormField } from '@/features/auth/components/form-field';
import { NewPasswordFields } from '@/features/auth/components/new-password-fields';
import { PasswordInput } from '@/features/auth/components/password-input';
import type { FieldErrors } from '@/features/auth/lib/field-errors';
import {
  hasErrors,
  validateChangePassword,
  type ChangePasswordField,
} from '@/features/auth/lib/password-form-validation';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The signed-in user's new password, proven by the current one; other devices are signed out. */
export function ChangePasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<ChangePasswordField>>({});
  const change = useChangePassword();

  const update = (field: ChangePasswordField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
    if (change.isSuccess || change.isError) change.reset();
  };

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const found = validateChangePassword(values);
    setErrors(found);
    if (hasErrors(found)) return;
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          setValues(EMPTY);
        },
      },
    );
  };

  const failure =
    change.error instanceof ApiError ? change.error.message : change.error ? String(change.error) : '';
  return (
    <form className="mt-4 grid gap-4 sm:max-w-md" onSubmit={submit} noValidate aria-label="Change password">
      <FormField id="currentPassword" label="Current password" error={errors.currentPassword}>
        <PasswordInput
          id="currentPassword"
          name="currentPassword"
          autoComplete="current-password"
          placeholder="Your current password"
          value={values.currentPassword}
          invalid={Boolean(errors.currentPassword)}
          aria-describedby={errors.currentPassword ? 'currentPassword-error' : undefined}
          onChange={(e) => {
            update('currentPassword', e.target.value);
          }}
        />
      </FormField>
      <NewPasswordFields values={values} errors={errors} onChange={update} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn btn-primary btn-sm" disabled={change.isPending}>
          {change.isPending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          {change.isPending ? 'Changing…' : 'Change password'}
        </button>
        {change.isSuccess && (
          <span className="text-sm text-success" role="status">
            {change.data}
          </span>
        )}
        {failure && (
          <span className="text-sm text-error" role="alert">
            {failure}
          </span>
        )}
      </div>
    </form>
  );
}
