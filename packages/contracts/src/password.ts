import { PASSWORD_MIN_LENGTH, PASSWORD_STRENGTH_MAX } from './limits.js';
import { PASSWORD_STRENGTH_LABELS } from './messages.js';

/** The password strength checks, in the order the requirement checklist shows them. */
export const PASSWORD_REQUIREMENTS = [
  {
    id: 'length',
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    test: (p: string) => p.length >= PASSWORD_MIN_LENGTH,
  },
  { id: 'lowercase', label: 'One lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { id: 'uppercase', label: 'One uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'number', label: 'One number', test: (p: string) => /\d/.test(p) },
  { id: 'special', label: 'One special character', test: (p: string) => /[^A-Za-z0-9]/.test(p) },
] as const;

export type PasswordStrength = { score: number; label: (typeof PASSWORD_STRENGTH_LABELS)[number] };

/** 1 point per requirement met, 0..5. */
export function passwordStrength(password: string): PasswordStrength {
  const score = PASSWORD_REQUIREMENTS.filter((r) => r.test(password)).length;
  const index = Math.min(Math.max(score - 1, 0), PASSWORD_STRENGTH_MAX - 1);
  return { score, label: PASSWORD_STRENGTH_LABELS[index] ?? 'Very Weak' };
}

export const PASSWORD_COMPLEXITY_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/;
