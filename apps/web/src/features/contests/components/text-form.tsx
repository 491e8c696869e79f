import { useId, useState, type ReactNode, type SubmitEvent } from 'react';
import { CLARIFICATION_TEXT_MAX_LENGTH } from '@codecourt/contracts';
import { errorMessage } from '@/lib/api-error';

type Props = {
  label: string;
  submitLabel: string;
  /** Sends the text; the form empties when it resolves and shows the error when it rejects. */
  onSend: (text: string) => Promise<unknown>;
  /** Extra fields beside the text (the problem asked about, "answer everyone"). */
  extra?: ReactNode;
  rows?: number;
};

/** One text to send (a question, an answer, an announcement), with its error under it. */
export function TextForm({ label, submitLabel, onSend, extra, rows = 3 }: Props) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (text.trim() === '' || busy) return;
    setBusy(true);
    setError(undefined);
    onSend(text.trim())
      .then(() => {
        setText('');
      })
      .catch((failure: unknown) => {
        setError(errorMessage(failure));
      })
      .finally(() => {
        setBusy(false);
      });
  };
  return (
    <form className="flex flex-col gap-2" onSubmit={submit}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        className="textarea w-full"
        rows={rows}
        maxLength={CLARIFICATION_TEXT_MAX_LENGTH}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
        }}
      />
      <div className="flex flex-wrap items-center gap-3">
        {extra}
        <button
          type="submit"
          className="btn btn-primary btn-sm ml-auto"
          disabled={busy || text.trim() === ''}
        >
          {submitLabel}
        </button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-error">
          {error}
        </p>
      )}
    </form>
  );
}
