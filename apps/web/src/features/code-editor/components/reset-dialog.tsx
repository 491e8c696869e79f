import { useEffect, useRef } from 'react';

type Props = { open: boolean; languageName: string; onConfirm: () => void; onClose: () => void };

/** Reset replaces the user's code, so it asks first. */
export function ResetDialog({ open, languageName, onConfirm, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog ref={dialog} className="modal" aria-labelledby="reset-title" onClose={onClose}>
      <div className="modal-box max-w-sm">
        <h2 id="reset-title" className="text-lg font-semibold">
          Reset your code?
        </h2>
        <p className="mt-2 text-sm text-base-content/70">
          Your {languageName} code for this problem will be replaced by the starter code. This cannot be
          undone.
        </p>
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
            Reset code
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
