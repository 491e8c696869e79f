import { useId, useState, type SubmitEvent } from 'react';
import { useModalDialog } from '@/hooks/use-modal-dialog';
import { RegisterDialogFooter } from '@/features/contests/components/register-dialog-footer';

type Props = {
  open: boolean;
  contestTitle: string;
  error: string | undefined;
  busy: boolean;
  onSubmit: (accessCode: string) => void;
  onClose: () => void;
};

/** Asks for the access code of a contest whose registration needs one. */
export function AccessCodeDialog({ open, contestTitle, error, busy, onSubmit, onClose }: Props) {
  const dialog = useModalDialog(open);
  const titleId = useId();
  const inputId = useId();
  const [code, setCode] = useState('');
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (code.trim() !== '') onSubmit(code.trim());
  };
  return (
    <dialog ref={dialog} className="modal" aria-labelledby={titleId} onClose={onClose}>
      <form className="modal-box max-w-sm" onSubmit={submit}>
        <h2 id={titleId} className="text-lg font-semibold">
          Register for {contestTitle}
        </h2>
        <label htmlFor={inputId} className="mt-3 block text-sm text-base-content/75">
          This contest needs an access code.
        </label>
        <input
          id={inputId}
          className={`input mt-2 w-full ${error ? 'input-error' : ''}`}
          autoComplete="off"
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
          }}
          aria-invalid={error !== undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
        />
        <RegisterDialogFooter
          errorId={`${inputId}-error`}
          error={error}
          submitLabel="Register"
          disabled={busy || code.trim() === ''}
          onClose={onClose}
        />
      </form>
    </dialog>
  );
}
