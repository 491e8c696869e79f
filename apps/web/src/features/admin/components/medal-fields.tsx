import { useId } from 'react';
import { CONTEST_MEDALS, CONTEST_MEDALS_MAX, type ContestMedal } from '@codecourt/contracts';
import { FieldError } from '@/features/admin/components/field-error';
import { medalErrorKey } from '@/features/admin/lib/contest-form-values';

const LABELS: Record<ContestMedal, string> = {
  gold: 'Gold medals',
  silver: 'Silver medals',
  bronze: 'Bronze medals',
};

type Props = {
  medals: Record<ContestMedal, string>;
  onChange: (medals: Record<ContestMedal, string>) => void;
  errors: Partial<Record<string, string>>;
};

/** The contest form's medal counts (issue #36): one number field per colour, under one hint. */
export function MedalFields({ medals, onChange, errors }: Props) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium">Medals</legend>
      <p id={`${id}-hint`} className="text-xs text-base-content/70">
        Places that get each medal on the final board; ties at a boundary share the better medal.
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        {CONTEST_MEDALS.map((medal) => {
          const error = errors[medalErrorKey(medal)];
          return (
            <div key={medal} className="flex flex-col gap-1">
              <label htmlFor={`${id}-${medal}`} className="text-sm">
                {LABELS[medal]}
              </label>
              <input
                id={`${id}-${medal}`}
                type="number"
                min={0}
                max={CONTEST_MEDALS_MAX}
                step={1}
                className={`input w-full ${error ? 'input-error' : ''}`}
                value={medals[medal]}
                aria-invalid={error !== undefined}
                aria-describedby={error ? `${id}-${medal}-error` : undefined}
                onChange={(event) => {
                  onChange({ ...medals, [medal]: event.target.value });
                }}
              />
              <FieldError id={`${id}-${medal}-error`} message={error} />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
