import { useEffect, useRef } from 'react';
import { MESSAGES, type ProblemSummary } from '@codecourt/contracts';
import { useDeleteProblem } from '@/features/admin/api/delete-problem';

type Props = { problem: ProblemSummary; onClose: () => void };

/** Asks before deleting; the problem's tests, code and video go, its solvers' submissions stay. */
export function DeleteProblemDialog({ problem, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const remove = useDeleteProblem();
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    <dialog ref={dialog} className="modal" onClose={onClose} aria-labelledby="delete-title">
      <div className="modal-box" data-testid="delete-dialog">
        <h2 id="delete-title" className="text-lg font-semibold">
          Delete “{problem.title}”?
        </h2>
        <p className="mt-2 text-sm text-base-content/75">
          Its tests, starter code, reference solutions, video and bookmarks are removed. Users keep their
          submissions in their history, and the stats they earned.
        </p>
        {remove.isError && (
          <p className="mt-3 text-sm text-error" role="alert" data-testid="delete-error">
            {MESSAGES.deleteProblemFailed}
          </p>
        )}
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </button>
          <button
            type="button"
            className="btn btn-error"
            disabled={remove.isPending}
            data-testid="confirm-delete"
            onClick={() => {
              remove.mutate(problem._id, { onSuccess: onClose });
            }}
          >
            {remove.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            Delete
          </button>
        </div>
      </div>
    </dialog>
  );
}
