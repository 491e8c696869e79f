import { useState, type SubmitEvent } from 'react';
import { editReplyRequestSchema } from '@codecourt/contracts';
import { errorMessage } from '@/lib/api-error';

type Props = {
  initial: string;
  label: string;
  submitLabel: string;
  pendingLabel: string;
  /** The write's request: while pending the button waits; its failure shows beside it. */
  save: { isPending: boolean; isError: boolean; error: unknown };
  /** Called with content the API's rule accepts; `saved` empties the box again (a new reply). */
  onSave: (content: string, saved: () => void) => void;
  onCancel?: () => void;
  testId: string;
};

/** A reply's Markdown, new or edited: a blank one is never sent. */
export function ReplyForm({ initial, save, onSave, onCancel, ...text }: Props) {
  const [content, setContent] = useState(initial);
  const [invalid, setInvalid] = useState<string>();
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const checked = editReplyRequestSchema.safeParse({ content });
    if (!checked.success) {
      setInvalid(checked.error.issues[0]?.message);
      return;
    }
    setInvalid(undefined);
    onSave(content, () => {
      setContent(initial);
    });
  };
  const failure = invalid ?? (save.isError ? errorMessage(save.error) : undefined);
  return (
    <form className="flex flex-col gap-2" onSubmit={submit} noValidate data-testid={text.testId}>
      <textarea
        className="textarea min-h-20 w-full text-sm"
        placeholder="Write a reply (Markdown works)"
        aria-label={text.label}
        value={content}
        onChange={(event) => {
          setContent(event.target.value);
        }}
      />
      <div className="flex items-center justify-end gap-3">
        {failure && (
          <span className="mr-auto text-xs text-error" role="alert">
            {failure}
          </span>
        )}
        {onCancel && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
            Cancel
          </button>
        )}
        <button
          type="submit"
          className="btn btn-primary btn-sm"
          disabled={save.isPending || content.trim() === ''}
        >
          {save.isPending ? text.pendingLabel : text.submitLabel}
        </button>
      </div>
    </form>
  );
}
