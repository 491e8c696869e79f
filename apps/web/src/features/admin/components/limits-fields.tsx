import { FieldError } from '@/features/admin/components/field-error';
import type { ProblemFormValues } from '@/features/admin/lib/problem-form-values';
import type { FormErrors } from '@/features/admin/lib/validate-problem-form';

type LimitName = 'timeLimitMs' | 'memoryLimitMb';

type Props = {
  values: Pick<ProblemFormValues, LimitName>;
  errors: FormErrors;
  onChange: (change: Partial<ProblemFormValues>) => void;
};

/** Each limit's label and hint, and the body field its message comes back under (memory travels in KiB). */
const LIMITS: readonly { name: LimitName; errorPath: string; id: string; label: string; hint: string }[] = [
  {
    name: 'timeLimitMs',
    errorPath: 'timeLimitMs',
    id: 'time-limit',
    label: 'Time limit (ms)',
    hint: 'CPU time per test.',
  },
  {
    name: 'memoryLimitMb',
    errorPath: 'memoryLimitKb',
    id: 'memory-limit',
    label: 'Memory limit (MB)',
    hint: 'Memory per run.',
  },
];

/** The judge's limits for every run of the problem, references included. */
export function LimitsFields({ values, errors, onChange }: Props) {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      {LIMITS.map(({ name, errorPath, id, label, hint }) => (
        <label key={name} className="flex flex-col gap-1.5">
          <span className="text-sm font-medium">{label}</span>
          <input
            type="number"
            inputMode="numeric"
            className="input w-full"
            value={values[name]}
            aria-invalid={errors[errorPath] !== undefined}
            aria-describedby={`${id}-error`}
            data-testid={`problem-${id}`}
            onChange={(event) => {
              onChange({ [name]: event.target.value });
            }}
          />
          <span className="text-xs text-base-content/70">{hint}</span>
          <FieldError id={`${id}-error`} message={errors[errorPath]} />
        </label>
      ))}
    </div>
  );
}
