import { useId } from 'react';
import { useModalDialog } from '@/hooks/use-modal-dialog';

type Props = {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before something that cannot be undone (replacing the user's code, deleting a post). */
export function ConfirmDialog({ open, title, body, confirmLabel, onConfirm, onClose }: Props) {
  const dialog = useModalDialog(open);
  const titleId = useId();

  return (
    <dialog ref={dialog} className="modal" aria-labelledby={titleId} onClose={onClose}>
      <div className="modal-box max-w-sm">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="mt-2 text-sm text-base-content/70">{body}</p>
        <div className="modal-action">
          <button type="button" className="btn btn-ghost btn-sm" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="btn btn-error btn-sm"
            onClick={() => {
              onConfirm();
              onClose();
            }}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" aria-label="Close">
          close
        </button>
      </form>
    </dialog>
  );
}
