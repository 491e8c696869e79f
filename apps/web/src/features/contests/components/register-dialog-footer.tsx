type Props = {
  /** The id the field's aria-describedby names while the API's refusal shows. */
  errorId: string;
  error: string | undefined;
  submitLabel: string;
  disabled: boolean;
  onClose: () => void;
};

/** The foot of a registration dialog: the API's refusal, Cancel and the submit button. */
export function RegisterDialogFooter({ errorId, error, submitLabel, disabled, onClose }: Props) {
  return (
    <>
      {error && (
        <p id={errorId} className="mt-2 text-sm text-error" role="alert">
          {error}
        </p>
      )}
      <div className="modal-action">
        <button type="button" className="btn btn-ghost btn-sm" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary btn-sm" disabled={disabled}>
          {submitLabel}
        </button>
      </div>
    </>
  );
}
