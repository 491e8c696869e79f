import { PASSWORD_REQUIREMENTS, PASSWORD_STRENGTH_MAX, passwordStrength } from '@codecourt/contracts';

export type StrengthTone = 'error' | 'warning' | 'info' | 'success';

export type StrengthMeter = {
  score: number;
  label: string;
  /** How many of the meter's segments are lit (0..5). */
  filled: number;
  tone: StrengthTone;
  checklist: { id: string; label: string; met: boolean }[];
};

const TONE_BY_SCORE: readonly StrengthTone[] = ['error', 'error', 'warning', 'warning', 'info', 'success'];

export function strengthMeter(password: string): StrengthMeter {
  const { score, label } = passwordStrength(password);
  return {
    score,
    label,
    filled: Math.min(score, PASSWORD_STRENGTH_MAX),
    tone: TONE_BY_SCORE[score] ?? 'error',
    checklist: PASSWORD_REQUIREMENTS.map((r) => ({ id: r.id, label: r.label, met: r.test(password) })),
  };
}
