import { useId, useState, type SubmitEvent } from 'react';
import { X } from 'lucide-react';
import {
  DISCUSSION_TAGS,
  DISCUSSION_TITLE_MAX_LENGTH,
  editDiscussionRequestSchema,
  type DiscussionTag,
  type ValidEditDiscussionRequest,
} from '@codecourt/contracts';
import { useModalDialog } from '@/hooks/use-modal-dialog';
import { errorMessage } from '@/lib/api-error';
import { fieldErrors } from '@/lib/field-errors';
import { CharCounter } from '@/features/discussions/components/char-counter';
import { MarkdownEditor } from '@/features/discussions/components/markdown-editor';

export type DiscussionFields = ValidEditDiscussionRequest;
type Props = {
  open: boolean;
  heading: string;
  submitLabel: string;
  pendingLabel: string;
  initial: DiscussionFields;
  /** The save's request: while pending the button waits; its failure shows above the buttons. */
  save: { isPending: boolean; isError: boolean; error: unknown };
  /** Called with checked fields; `saved` empties the form again (a new discussion). */
  onSave: (fields: DiscussionFields, saved: () => void) => void;
  onClose: () => void;
  testId: string;
};
type FieldErrors = Partial<Record<'title' | 'content' | 'tags', string>>;

/** A discussion's title, tags and Markdown content, checked by the rules the API applies (new or edited). */
export function DiscussionFormModal({ open, initial, save, onSave, onClose, ...text }: Props) {
  const dialog = useModalDialog(open);
  const titleId = useId();
  const [title, setTitle] = useState(initial.title);
  const [content, setContent] = useState(initial.content);
  const [tags, setTags] = useState<DiscussionTag[]>(initial.tags);
  const [errors, setErrors] = useState<FieldErrors>({});
  // A field's message goes as soon as the field is edited; the next Post checks again.
  const edited = (field: keyof FieldErrors) => {
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const checked = editDiscussionRequestSchema.safeParse({ title, content, tags });
    if (!checked.success) {
      setErrors(fieldErrors(checked.error.issues, ['title', 'content', 'tags']));
      return;
    }
    setErrors({});
    onSave(checked.data, () => {
      setTitle(initial.title);
      setContent(initial.content);
      setTags(initial.tags);
    });
  };

  return (
    <dialog ref={dialog} className="modal" aria-labelledby={titleId} onClose={onClose}>
      <form
        className="modal-box flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] max-w-4xl flex-col gap-4 p-5 sm:p-6"
        onSubmit={submit}
        noValidate
        data-testid={text.testId}
      >
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="text-lg font-semibold">
            {text.heading}
          </h2>
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-square -mt-1 -mr-2"
            aria-label="Close"
            onClick={onClose}
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          Title
          <input
            className={`input w-full ${errors.title ? 'input-error' : ''}`}
            value={title}
            placeholder="A short summary of your question or approach"
            aria-invalid={errors.title !== undefined}
            onChange={(event) => {
              setTitle(event.target.value);
              edited('title');
            }}
          />
          <span className="flex items-start justify-between gap-3 font-normal">
            <span className="text-xs text-error" role={errors.title ? 'alert' : undefined}>
              {errors.title}
            </span>
            <CharCounter length={title.trim().length} max={DISCUSSION_TITLE_MAX_LENGTH} />
          </span>
        </label>
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-medium">Tags</legend>
          <div className="flex flex-wrap gap-1.5">
            {DISCUSSION_TAGS.map((tag) => (
              <input
                key={tag}
                type="checkbox"
                className="btn btn-xs rounded-full capitalize checked:btn-primary"
                aria-label={tag}
                checked={tags.includes(tag)}
                onChange={(event) => {
                  const on = event.target.checked;
                  setTags((current) => (on ? [...current, tag] : current.filter((t) => t !== tag)));
                  edited('tags');
                }}
              />
            ))}
          </div>
          {errors.tags && (
            <span className="text-xs text-error" role="alert">
              {errors.tags}
            </span>
          )}
        </fieldset>
        <MarkdownEditor
          label="Content"
          value={content}
          onChange={(text) => {
            setContent(text);
            edited('content');
          }}
          error={errors.content}
        />
        {save.isError && (
          <div role="alert" className="alert alert-error alert-soft text-sm" data-testid="save-error">
            {errorMessage(save.error)}
          </div>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" className="btn btn-ghost btn-sm" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary btn-sm" disabled={save.isPending}>
            {save.isPending ? text.pendingLabel : text.submitLabel}
          </button>
        </div>
      </form>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" aria-label="Close">
          close
        </button>
      </form>
    </dialog>
  );
}
