import { useState } from 'react';
import { CONTEST_MESSAGES } from '@codecourt/contracts';
import { errorMessage } from '@/lib/api-error';
import { useChangeCategory } from '@/features/contests/api/change-category';
import { JuryActionDialog } from '@/features/contests/components/jury-action-dialog';
import type { JuryTarget } from '@/features/contests/lib/jury-target';

type Props = {
  contestId: string;
  categories: readonly string[];
  target: JuryTarget;
  onDone: (message: string) => void;
  onClose: () => void;
};

/** Moves a participant to another of the contest's categories, the current one chosen to begin with. */
export function ChangeCategoryDialog({ contestId, categories, target, onDone, onClose }: Props) {
  const change = useChangeCategory(contestId);
  const [chosen, setChosen] = useState(target.category ?? '');
  const [missing, setMissing] = useState(false);
  const submit = () => {
    if (chosen === '') {
      setMissing(true);
      return;
    }
    // Nothing to ask the API: the dialog simply closes.
    if (chosen === target.category) {
      onClose();
      return;
    }
    change.mutate(
      { userId: target.userId, category: chosen },
      {
        onSuccess: ({ category }) => {
          onDone(`${target.name} is now in ${category}.`);
        },
      },
    );
  };
  const error = missing
    ? CONTEST_MESSAGES.categoryRequired
    : change.isError
      ? errorMessage(change.error)
      : undefined;
  return (
    <JuryActionDialog
      title={`Change ${target.name}’s category`}
      description={<p>The board’s category filter shows them under the category chosen here.</p>}
      error={error}
      submitLabel="Change category"
      pendingLabel="Changing…"
      pending={change.isPending}
      danger={false}
      onSubmit={submit}
      onClose={onClose}
    >
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium">Category</legend>
        {categories.map((name) => (
          <label key={name} className="flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="radio"
              className="radio radio-sm"
              name="category"
              value={name}
              checked={chosen === name}
              onChange={() => {
                setChosen(name);
                setMissing(false);
              }}
            />
            {name}
            {name === target.category && <span className="text-base-content/70">(current)</span>}
          </label>
        ))}
      </fieldset>
    </JuryActionDialog>
  );
}
