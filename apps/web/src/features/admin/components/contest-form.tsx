import { useId, useState, type ReactNode, type SubmitEvent } from 'react';
import {
  CONTEST_DEFAULT_PENALTY_MINUTES,
  CONTEST_FORMATS,
  CONTEST_MESSAGES,
  CONTEST_REGISTRATIONS,
  type ContestDetail,
  type ContestFormat,
} from '@codecourt/contracts';
import { errorMessage } from '@/lib/api-error';
import { useSaveContest } from '@/features/admin/api/contest-admin';
import { CategoryFields } from '@/features/admin/components/category-fields';
import { ContestProblemPicker } from '@/features/admin/components/contest-problem-picker';
import { FieldError } from '@/features/admin/components/field-error';
import { MedalFields } from '@/features/admin/components/medal-fields';
import {
  contestValuesOf,
  emptyContestValues,
  validateContestForm,
  type ContestFormValues,
} from '@/features/admin/lib/contest-form-values';

const FORMAT_LABELS: Record<ContestFormat, string> = {
  icpc: 'ICPC (solved, then penalty)',
  ioi: 'IOI (points per test group)',
  leetcode: 'LeetCode (points, then finish time)',
};

type Props = { contest?: ContestDetail; onSaved: (contest: ContestDetail) => void };

/** Create or edit a contest; times are typed in the admin's own time zone and sent as UTC instants. */
export function ContestForm({ contest, onSaved }: Props) {
  const id = useId();
  const [values, setValues] = useState<ContestFormValues>(() =>
    contest ? contestValuesOf(contest) : emptyContestValues(),
  );
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const save = useSaveContest(contest?._id);
  const set = <K extends keyof ContestFormValues>(key: K, value: ContestFormValues[K]) => {
    setValues((old) => ({ ...old, [key]: value }));
  };
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const saveError = save.isError ? errorMessage(save.error) : undefined;
  // The API's refusal to drop a used category belongs beside the categories, not at the foot of the form.
  const categoryInUse = saveError === CONTEST_MESSAGES.categoryInUse ? saveError : undefined;

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const checked = validateContestForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(checked.input, { onSuccess: onSaved });
  };

  const field = (name: keyof ContestFormValues, label: string, input: ReactNode, hint?: string) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${name}`} className="text-sm font-medium">
        {label}
      </label>
      {input}
      {hint && <p className="text-xs text-base-content/70">{hint}</p>}
      <FieldError id={`${id}-${name}-error`} message={errors[name]} />
    </div>
  );
  const text = (
    name: 'title' | 'slug' | 'accessCode' | 'windowMinutes' | 'penaltyMinutes' | 'teamSize',
    type = 'text',
  ) => (
    <input
      id={`${id}-${name}`}
      type={type}
      className={`input w-full ${errors[name] ? 'input-error' : ''}`}
      value={values[name]}
      aria-invalid={errors[name] !== undefined}
      aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
      onChange={(event) => {
        set(name, event.target.value);
      }}
    />
  );
  const time = (name: 'startAt' | 'endAt' | 'freezeAt') => (
    <input
      id={`${id}-${name}`}
      type="datetime-local"
      step={1}
      className={`input w-full ${errors[name] ? 'input-error' : ''}`}
      value={values[name]}
      aria-invalid={errors[name] !== undefined}
      aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
      onChange={(event) => {
        set(name, event.target.value);
      }}
    />
  );

  return (
    <form className="flex flex-col gap-5" onSubmit={submit} noValidate data-testid="contest-form">
      <div className="grid gap-4 sm:grid-cols-2">
        {field('title', 'Title', text('title'))}
        {field(
          'slug',
          'Slug',
          text('slug'),
          'Lower-case letters, digits and dashes; made from the title when empty.',
        )}
      </div>
      {field(
        'description',
        'Description (Markdown)',
        <textarea
          id={`${id}-description`}
          className="textarea w-full"
          rows={5}
          value={values.description}
          onChange={(event) => {
            set('description', event.target.value);
          }}
        />,
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {field(
          'format',
          'Format',
          <select
            id={`${id}-format`}
            className="select w-full"
            value={values.format}
            onChange={(event) => {
              const format = event.target.value as ContestFormat;
              setValues((old) => ({
                ...old,
                format,
                penaltyMinutes: String(CONTEST_DEFAULT_PENALTY_MINUTES[format]),
                freezeAt: format === 'ioi' ? '' : old.freezeAt,
              }));
            }}
          >
            {CONTEST_FORMATS.map((format) => (
              <option key={format} value={format}>
                {FORMAT_LABELS[format]}
              </option>
            ))}
          </select>,
        )}
        {field(
          'registration',
          'Registration',
          <select
            id={`${id}-registration`}
            className="select w-full"
            value={values.registration}
            onChange={(event) => {
              set('registration', event.target.value as ContestFormValues['registration']);
            }}
          >
            {CONTEST_REGISTRATIONS.map((rule) => (
              <option key={rule} value={rule}>
                {rule === 'open' ? 'Open to everyone' : rule === 'code' ? 'With an access code' : 'Closed'}
              </option>
            ))}
          </select>,
        )}
      </div>
      {values.registration === 'code' && field('accessCode', 'Access code', text('accessCode'))}
      <p className="text-sm text-base-content/75">Times are in your time zone ({zone}).</p>
      <div className="grid gap-4 sm:grid-cols-3">
        {field('startAt', 'Starts', time('startAt'))}
        {field('endAt', 'Ends', time('endAt'))}
        {values.format !== 'ioi' && field('freezeAt', 'Scoreboard freeze (optional)', time('freezeAt'))}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {field('teamSize', 'Team size', text('teamSize', 'number'), '1: individual contest')}
        {field(
          'windowMinutes',
          'Personal window in minutes (optional)',
          text('windowMinutes', 'number'),
          'Each participant starts when they choose and gets this long.',
        )}
        {values.format !== 'ioi' &&
          field('penaltyMinutes', 'Penalty minutes per rejected try', text('penaltyMinutes', 'number'))}
      </div>
      <MedalFields
        medals={values.medals}
        onChange={(medals) => {
          set('medals', medals);
        }}
        errors={errors}
      />
      <CategoryFields
        categories={values.categories}
        onChange={(categories) => {
          set('categories', categories);
          // A refusal about the old list no longer describes the new one.
          if (categoryInUse !== undefined) save.reset();
        }}
        error={errors.categories ?? categoryInUse}
      />
      <label className="flex cursor-pointer items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="checkbox checkbox-sm"
          checked={values.rated}
          onChange={(event) => {
            set('rated', event.target.checked);
          }}
        />
        Rated: participants who submit get a new contest rating a few minutes after the end
      </label>
      <ContestProblemPicker
        rows={values.problems}
        onChange={(rows) => {
          set('problems', rows);
        }}
        usesPoints={values.format !== 'icpc'}
        error={errors.problems}
      />
      {saveError !== undefined && (
        <p role="alert" className="text-sm text-error">
          {saveError}
        </p>
      )}
      <div>
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {contest ? 'Save contest' : 'Create contest'}
        </button>
      </div>
    </form>
  );
}
