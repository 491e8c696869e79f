import { useId, type ReactNode, type SubmitEvent } from 'react';
import { useModalDialog } from '@/hooks/use-modal-dialog';

type Props = {
  title: string;
  /** What the action does, read before the fields. */
  description: ReactNode;
  children?: ReactNode;
  /** The field's own check or the API's refusal. */
  error: string | undefined;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The button of an action that cannot be undone is drawn as a danger. */
  danger: boolean;
  onSubmit: () => void;
  onClose: () => void;
};

/**
 * The frame of a jury action on a board row (change category, disqualify, remove): it stays open while the
 * call runs and shows its refusal, unlike ConfirmDialog, which closes as soon as it is confirmed.
 */
export function JuryActionDialog(props: Props) {
  const { title, description, children, error, submitLabel, pendingLabel, pending, danger } = props;
  const { onSubmit, onClose } = props;
  const dialog = useModalDialog(true);
  const titleId = useId();
  const descriptionId = useId();
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onClose={onClose}
      data-testid="jury-action-dialog"
    >
      <form className="modal-box max-w-md" onSubmit={submit} noValidate>
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <div id={descriptionId} className="mt-2 flex flex-col gap-2 text-sm text-base-content/75">
          {description}
        </div>
        {children && <div className="mt-3 flex flex-col gap-2">{children}</div>}
        {error && (
          <p className="mt-3 text-sm text-error" role="alert">
            {error}
          </p>
        )}
        <div className="modal-action">
          <button type="button" className="btn btn-ghost btn-sm" onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            className={`btn btn-sm ${danger ? 'btn-error' : 'btn-primary'}`}
            disabled={pending}
            aria-busy={pending}
          >
            {pending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            {pending ? pendingLabel : submitLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
