import { useState, type SubmitEvent } from 'react';
import { Check } from 'lucide-react';
import {
  INTERVIEW_FEEDBACK_MAX_LENGTH,
  INTERVIEW_RECOMMENDATIONS,
  INTERVIEW_SCORE,
  INTERVIEW_SCORE_AREAS,
  type InterviewScorecard,
  type InterviewScorecardRequest,
} from '@codecourt/contracts';
import { errorMessage } from '@/lib/api-error';
import { useSaveScorecard } from '@/features/interviews/api/scorecard';
import { checkScorecard, draftOf, type ScorecardErrors } from '@/features/interviews/lib/scorecard-form';
import { AREA_LABEL, RECOMMENDATION_LABEL } from '@/features/interviews/lib/scorecard-labels';

const SCORES = Array.from(
  { length: INTERVIEW_SCORE.max - INTERVIEW_SCORE.min + 1 },
  (_, i) => INTERVIEW_SCORE.min + i,
);

/** What saves the card: the hosted room's scorecard write, or a peer's feedback write. */
export type ScorecardSaver = {
  mutate: (request: InterviewScorecardRequest) => void;
  isPending: boolean;
  error: Error | null;
  /** What to say once saved (null before). */
  saved: string | null;
};

/** The interviewer's scorecard: four areas scored 1–4, a recommendation, feedback, and whether the candidate sees it. */
export function ScorecardForm({
  interviewId,
  card,
}: {
  interviewId: string;
  card: InterviewScorecard | null;
}) {
  const save = useSaveScorecard(interviewId);
  const saved = save.isSuccess
    ? save.data.shared
      ? 'Saved and shared with the candidate'
      : 'Saved (only you can see it)'
    : null;
  return (
    <ScorecardFields
      card={card}
      saver={{ mutate: save.mutate, isPending: save.isPending, error: save.error, saved }}
      shareable
      submitLabel="Save scorecard"
    />
  );
}

type FieldsProps = {
  card: InterviewScorecard | null;
  saver: ScorecardSaver;
  /** The hosted room's card chooses whether the candidate sees it; a peer's is always shared. */
  shareable: boolean;
  submitLabel: string;
  feedbackLabel?: string;
};

/** The scorecard's fields, checked by the contracts' schema before the saver is called. */
export function ScorecardFields({
  card,
  saver: save,
  shareable,
  submitLabel,
  feedbackLabel = 'Feedback for the candidate',
}: FieldsProps) {
  const [draft, setDraft] = useState(() => draftOf(card));
  const [errors, setErrors] = useState<ScorecardErrors>({});

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const checked = checkScorecard(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(checked.request);
  };

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={submit}
      noValidate
      aria-label="Scorecard"
      data-testid="scorecard-form"
    >
      {INTERVIEW_SCORE_AREAS.map((area) => (
        <fieldset
          key={area}
          className="flex flex-col gap-1.5"
          aria-describedby={errors[area] ? `${area}-error` : undefined}
        >
          <legend className="mb-1.5 text-sm font-medium">{AREA_LABEL[area]}</legend>
          <div className="join">
            {SCORES.map((score) => (
              <input
                key={score}
                type="radio"
                name={area}
                className="join-item btn btn-sm min-w-10"
                aria-label={String(score)}
                checked={draft.scores[area] === score}
                onChange={() => {
                  setDraft({ ...draft, scores: { ...draft.scores, [area]: score } });
                }}
              />
            ))}
          </div>
          {errors[area] && (
            <span id={`${area}-error`} className="text-xs text-error">
              {errors[area]}
            </span>
          )}
        </fieldset>
      ))}
      <label className="flex flex-col gap-1.5 text-sm font-medium">
        Recommendation
        <select
          className="select select-sm w-full"
          value={draft.recommendation ?? ''}
          aria-invalid={errors.recommendation ? true : undefined}
          onChange={(event) => {
            const value = INTERVIEW_RECOMMENDATIONS.find((option) => option === event.target.value) ?? null;
            setDraft({ ...draft, recommendation: value });
          }}
        >
          <option value="">Choose…</option>
          {INTERVIEW_RECOMMENDATIONS.map((option) => (
            <option key={option} value={option}>
              {RECOMMENDATION_LABEL[option]}
            </option>
          ))}
        </select>
        {errors.recommendation && (
          <span className="text-xs font-normal text-error">{errors.recommendation}</span>
        )}
      </label>
      <label className="flex flex-col gap-1.5 text-sm font-medium">
        {feedbackLabel}
        <textarea
          className="textarea textarea-sm h-28 w-full"
          value={draft.feedback}
          maxLength={INTERVIEW_FEEDBACK_MAX_LENGTH}
          placeholder="What went well, what to practise next."
          onChange={(event) => {
            setDraft({ ...draft, feedback: event.target.value });
          }}
        />
        {errors.feedback && <span className="text-xs font-normal text-error">{errors.feedback}</span>}
      </label>
      {shareable && (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="toggle toggle-sm toggle-primary"
            checked={draft.shared}
            onChange={(event) => {
              setDraft({ ...draft, shared: event.target.checked });
            }}
          />
          Share with the candidate
        </label>
      )}
      {save.error && (
        <p role="alert" className="text-sm text-error">
          {errorMessage(save.error)}
        </p>
      )}
      <div className="flex items-center gap-3">
        <button type="submit" className="btn btn-primary btn-sm" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : submitLabel}
        </button>
        {save.saved && (
          <span role="status" className="flex items-center gap-1.5 text-sm" data-testid="scorecard-saved">
            <Check className="size-4 text-success" aria-hidden="true" />
            {save.saved}
          </span>
        )}
      </div>
    </form>
  );
}
