import { useId, useState, type SubmitEvent } from 'react';
import { CONTEST_MESSAGES } from '@codecourt/contracts';
import { useModalDialog } from '@/hooks/use-modal-dialog';
import { RegisterDialogFooter } from '@/features/contests/components/register-dialog-footer';

type Props = {
  open: boolean;
  contestTitle: string;
  categories: readonly string[];
  /** A team registers the whole team in the category. */
  team: boolean;
  /** More questions follow (the access code): the button goes on rather than registers. */
  more: boolean;
  error: string | undefined;
  busy: boolean;
  onSubmit: (category: string) => void;
  onClose: () => void;
};

/** Asks which of the contest's categories the registration is in (issue #36); one is required. */
export function CategoryDialog(props: Props) {
  const { open, contestTitle, categories, team, more, error, busy, onSubmit, onClose } = props;
  const dialog = useModalDialog(open);
  const titleId = useId();
  const selectId = useId();
  const [chosen, setChosen] = useState('');
  const [missing, setMissing] = useState(false);
  const shown = missing ? CONTEST_MESSAGES.categoryRequired : error;
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    setMissing(chosen === '');
    if (chosen !== '') onSubmit(chosen);
  };
  return (
    <dialog ref={dialog} className="modal" aria-labelledby={titleId} onClose={onClose}>
      <form className="modal-box max-w-sm" onSubmit={submit} noValidate>
        <h2 id={titleId} className="text-lg font-semibold">
          Choose a category for {contestTitle}
        </h2>
        <p className="mt-2 text-sm text-base-content/75">
          {team ? 'Your team takes part' : 'You take part'} in one category; the scoreboard can show each
          category on its own.
        </p>
        <div className="mt-3 flex flex-col gap-1">
          <label htmlFor={selectId} className="text-sm font-medium">
            Category
          </label>
          <select
            id={selectId}
            className={`select w-full ${shown ? 'select-error' : ''}`}
            value={chosen}
            required
            aria-invalid={shown !== undefined}
            aria-describedby={shown ? `${selectId}-error` : undefined}
            onChange={(event) => {
              setChosen(event.target.value);
              setMissing(false);
            }}
          >
            <option value="">Choose one</option>
            {categories.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <RegisterDialogFooter
          errorId={`${selectId}-error`}
          error={shown}
          submitLabel={more ? 'Continue' : 'Register'}
          disabled={busy}
          onClose={onClose}
        />
      </form>
    </dialog>
  );
}
