import { Check, Circle } from 'lucide-react';
import { PASSWORD_STRENGTH_MAX } from '@codecourt/contracts';
import { strengthMeter, type StrengthTone } from '@/features/auth/lib/strength-meter';

const SEGMENT_CLASS: Record<StrengthTone, string> = {
  error: 'bg-error',
  warning: 'bg-warning',
  info: 'bg-info',
  success: 'bg-success',
};
const LABEL_CLASS: Record<StrengthTone, string> = {
  error: 'text-error',
  warning: 'text-warning',
  info: 'text-info',
  success: 'text-success',
};

export function PasswordStrength({ password }: { password: string }) {
  const meter = strengthMeter(password);
  return (
    <div className="space-y-3 rounded-field bg-base-200 p-3" data-testid="password-strength">
      <div className="flex items-center gap-3">
        <div
          className="grid flex-1 grid-cols-5 gap-1"
          role="meter"
          aria-label="Password strength"
          aria-valuemin={0}
          aria-valuemax={PASSWORD_STRENGTH_MAX}
          aria-valuenow={meter.score}
          aria-valuetext={meter.label}
        >
          {Array.from({ length: PASSWORD_STRENGTH_MAX }, (_, i) => (
            <span
              key={i}
              className={`h-1.5 rounded-full ${i < meter.filled ? SEGMENT_CLASS[meter.tone] : 'bg-base-300'}`}
            />
          ))}
        </div>
        <span
          className={`w-20 text-right text-xs font-semibold ${password ? LABEL_CLASS[meter.tone] : 'text-base-content/75'}`}
        >
          {meter.label}
        </span>
      </div>
      <ul className="grid gap-1.5 text-xs sm:grid-cols-2" aria-label="Password requirements">
        {meter.checklist.map((item) => (
          <li
            key={item.id}
            className={`flex items-center gap-1.5 ${item.met ? 'text-success' : 'text-base-content/75'}`}
          >
            {item.met ? (
              <Check className="size-3.5" aria-hidden="true" />
            ) : (
              <Circle className="size-3.5" aria-hidden="true" />
            )}
            <span>{item.label}</span>
            <span className="sr-only">{item.met ? '(met)' : '(not met)'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
