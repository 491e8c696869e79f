import { useState } from 'react';
import { Sun } from 'lucide-react';
import { errorMessage } from '@/lib/api-error';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useUnfreeze } from '@/features/contests/api/unfreeze-contest';

/** The jury's unfreeze, asked once more since it cannot be undone. */
export function UnfreezeButton({ contestId }: { contestId: string }) {
  const unfreeze = useUnfreeze(contestId);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn btn-warning btn-sm"
        disabled={unfreeze.isPending}
        onClick={() => {
          setAsking(true);
        }}
      >
        <Sun className="size-4" aria-hidden="true" /> Unfreeze
      </button>
      {unfreeze.isError && (
        <span role="alert" className="text-sm text-error">
          {errorMessage(unfreeze.error)}
        </span>
      )}
      <ConfirmDialog
        open={asking}
        title="Unfreeze the scoreboard?"
        body="Everyone will see every result, including those made during the freeze. This cannot be undone."
        confirmLabel="Unfreeze"
        onConfirm={() => {
          unfreeze.mutate();
        }}
        onClose={() => {
          setAsking(false);
        }}
      />
    </>
  );
}
