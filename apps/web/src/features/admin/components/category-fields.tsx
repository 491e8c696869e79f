import { useId, useState } from 'react';
import { X } from 'lucide-react';
import { CONTEST_CATEGORIES } from '@codecourt/contracts';
import { FieldError } from '@/features/admin/components/field-error';
import { newCategoryProblem } from '@/features/admin/lib/category-names';

type Props = {
  categories: string[];
  onChange: (categories: string[]) => void;
  /** The form's own check or the API's refusal on save (a used category removed: 409). */
  error: string | undefined;
};

/** The contest form's categories (issue #36): names added one at a time, each removable. */
export function CategoryFields({ categories, onChange, error }: Props) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string>();
  const shown = problem ?? error;
  const add = () => {
    const found = newCategoryProblem(typed, categories);
    setProblem(found);
    if (found !== undefined) return;
    onChange([...categories, typed.trim()]);
    setTyped('');
  };

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-hint`} data-testid="category-fields">
      <legend className="text-sm font-medium">Categories (optional)</legend>
      <p id={`${id}-hint`} className="text-xs text-base-content/70">
        Up to {CONTEST_CATEGORIES.max}, such as Students and Open: each participant registers in one, and the
        scoreboard can show one at a time. A category someone registered in cannot be removed.
      </p>
      {categories.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Categories">
          {categories.map((name) => (
            <li key={name} className="badge badge-lg gap-1 border-base-300 bg-base-200 text-base-content">
              {name}
              <button
                type="button"
                className="btn btn-ghost btn-xs btn-circle"
                aria-label={`Remove category ${name}`}
                onClick={() => {
                  setProblem(undefined);
                  onChange(categories.filter((known) => known !== name));
                }}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex max-w-md gap-2">
        <label htmlFor={`${id}-name`} className="sr-only">
          New category
        </label>
        <input
          id={`${id}-name`}
          className={`input w-full ${shown ? 'input-error' : ''}`}
          placeholder="New category, e.g. Students"
          value={typed}
          aria-invalid={shown !== undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          onChange={(event) => {
            setTyped(event.target.value);
          }}
          onKeyDown={(event) => {
            // Enter adds the name here rather than saving the whole contest.
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
        />
        <button type="button" className="btn" onClick={add}>
          Add
        </button>
      </div>
      <FieldError id={`${id}-error`} message={shown} />
    </fieldset>
  );
}
