import { DIFFICULTIES, PROBLEM_TAGS, type Difficulty, type ProblemTag } from '@codecourt/contracts';
import { FieldError } from '@/features/admin/components/field-error';
import type { FormErrors } from '@/features/admin/lib/validate-problem-form';
import type { ProblemFormValues } from '@/features/admin/lib/problem-form-values';

type Props = {
  values: Pick<ProblemFormValues, 'title' | 'difficulty' | 'tags' | 'constraints'>;
  errors: FormErrors;
  onChange: (change: Partial<ProblemFormValues>) => void;
};

const isDifficulty = (value: string): value is Difficulty => DIFFICULTIES.some((d) => d === value);

/** Title, difficulty, tags and constraints. */
export function BasicsFields({ values, errors, onChange }: Props) {
  const toggleTag = (tag: ProblemTag) => {
    onChange({
      tags: values.tags.includes(tag) ? values.tags.filter((t) => t !== tag) : [...values.tags, tag],
    });
  };
  return (
    <div className="grid gap-5 md:grid-cols-[2fr_1fr]">
      <label className="flex flex-col gap-1.5">
        <span className="text-sm font-medium">Title</span>
        <input
          className="input w-full"
          value={values.title}
          aria-invalid={errors.title !== undefined}
          aria-describedby="title-error"
          data-testid="problem-title"
          onChange={(event) => {
            onChange({ title: event.target.value });
          }}
        />
        <FieldError id="title-error" message={errors.title} />
      </label>
      <label className="flex flex-col gap-1.5">
        <span className="text-sm font-medium">Difficulty</span>
        <select
          className="select w-full capitalize"
          value={values.difficulty}
          data-testid="problem-difficulty"
          onChange={(event) => {
            if (isDifficulty(event.target.value)) onChange({ difficulty: event.target.value });
          }}
        >
          {DIFFICULTIES.map((difficulty) => (
            <option key={difficulty} value={difficulty}>
              {difficulty}
            </option>
          ))}
        </select>
        <FieldError id="difficulty-error" message={errors.difficulty} />
      </label>
      <fieldset className="md:col-span-2" aria-describedby="tags-error">
        <legend className="mb-2 text-sm font-medium">Tags</legend>
        <div className="flex flex-wrap gap-2" data-testid="problem-tags">
          {PROBLEM_TAGS.map((tag) => (
            <label key={tag} className="flex cursor-pointer items-center gap-1.5 text-sm">
              <input
                type="checkbox"
                className="checkbox checkbox-sm checkbox-primary"
                checked={values.tags.includes(tag)}
                onChange={() => {
                  toggleTag(tag);
                }}
              />
              {tag}
            </label>
          ))}
        </div>
        <FieldError id="tags-error" message={errors.tags} />
      </fieldset>
      <label className="flex flex-col gap-1.5 md:col-span-2">
        <span className="text-sm font-medium">Constraints</span>
        <textarea
          className="textarea min-h-20 w-full font-mono text-sm"
          placeholder={'1 <= n <= 10^5\n-10^9 <= a[i] <= 10^9'}
          value={values.constraints}
          data-testid="problem-constraints"
          onChange={(event) => {
            onChange({ constraints: event.target.value });
          }}
        />
        <span className="text-xs text-base-content/70">One constraint a line.</span>
      </label>
    </div>
  );
}
