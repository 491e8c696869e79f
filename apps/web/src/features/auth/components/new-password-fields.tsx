import { FormField } from '@/features/auth/components/form-field';
import { PasswordInput } from '@/features/auth/components/password-input';
import { PasswordStrength } from '@/features/auth/components/password-strength';

export type NewPasswordValues = { newPassword: string; confirmPassword: string };
type Props = {
  values: NewPasswordValues;
  errors: Partial<Record<keyof NewPasswordValues, string>>;
  onChange: (field: keyof NewPasswordValues, value: string) => void;
};

/** A new password under the signup rules (with the strength meter), typed twice. */
export function NewPasswordFields({ values, errors, onChange }: Props) {
  return (
    <>
      <FormField id="newPassword" label="New password" error={errors.newPassword}>
        <PasswordInput
          id="newPassword"
          name="newPassword"
          autoComplete="new-password"
          placeholder="Choose a new password"
          value={values.newPassword}
          invalid={Boolean(errors.newPassword)}
          aria-describedby={errors.newPassword ? 'newPassword-error' : undefined}
          onChange={(e) => {
            onChange('newPassword', e.target.value);
          }}
        />
      </FormField>
      <PasswordStrength password={values.newPassword} />
      <FormField id="confirmPassword" label="Confirm new password" error={errors.confirmPassword}>
        <PasswordInput
          id="confirmPassword"
          name="confirmPassword"
          autoComplete="new-password"
          placeholder="Type it again"
          value={values.confirmPassword}
          invalid={Boolean(errors.confirmPassword)}
          aria-describedby={errors.confirmPassword ? 'confirmPassword-error' : undefined}
          onChange={(e) => {
            onChange('confirmPassword', e.target.value);
          }}
        />
      </FormField>
    </>
  );
}
