import { useId, useState, type SubmitEvent } from 'react';
import { X } from 'lucide-react';
import {
  DISCUSSION_TAGS,
  DISCUSSION_TITLE_MAX_LENGTH,
  createDiscussionRequestSchema,
  type DiscussionTag,
} from '@codecourt/contracts';
import { useModalDialog } from '@/hooks/use-modal-dialog';
import { errorMessage } from '@/lib/api-error';
import { fieldErrors } from '@/lib/field-errors';
import { useCreateDiscussion } from '@/features/discussions/api/create-discussion';
import { CharCounter } from '@/features/discussions/components/char-counter';
import { MarkdownEditor } from '@/features/discussions/components/markdown-editor';

type Props = { open: boolean; problemRef: string; onClose: () => void; onCreated: () => void };
type FieldErrors = Partial<Record<'title' | 'content' | 'tags', string>>;

/** Starts a discussion: title, tags and Markdown content, checked by the rules the API applies. */
export function NewDiscussionModal({ open, problemRef, onClose, onCreated }: Props) {
  const dialog = useModalDialog(open);
  const titleId = useId();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [tags, setTags] = useState<DiscussionTag[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateDiscussion(problemRef);
  // A field's message goes as soon as the field is edited; the next Post checks again.
  const edited = (field: keyof FieldErrors) => {
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const checked = createDiscussionRequestSchema.safeParse({ problemId: problemRef, title, content, tags });
    if (!checked.success) {
      setErrors(fieldErrors(checked.error.issues, ['title', 'content', 'tags']));
      return;
    }
    setErrors({});
    create.mutate(
      { problemId: problemRef, title, content, tags },
      {
        onSuccess: () => {
          setTitle('');
          setContent('');
          setTags([]);
          create.reset();
          onCreated();
        },
      },
    );
  };

  return (
    <dialog ref={dialog} className="modal" aria-labelledby={titleId} onClose={onClose}>
      <form
        className="modal-box flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] max-w-4xl flex-col gap-4 p-5 sm:p-6"
        onSubmit={submit}
        noValidate
        data-testid="new-discussion-form"
      >
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="text-lg font-semibold">
            New discussion
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
        {create.isError && (
          <div role="alert" className="alert alert-error alert-soft text-sm" data-testid="create-error">
            {errorMessage(create.error)}
          </div>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" className="btn btn-ghost btn-sm" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary btn-sm" disabled={create.isPending}>
            {create.isPending ? 'Posting…' : 'Post discussion'}
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
