import { useEffect, useRef, useState } from 'react';
import { AUTOSAVE_DEBOUNCE_MS, NOTE_MAX_LENGTH } from '@codecourt/contracts';
import { renderMarkdown } from '@/lib/markdown';
import { useNote, useSaveNote } from '@/features/notes/api/note';

/** The workspace's Notes tab: a private Markdown note, autosaved after typing stops, with a sanitised preview. */
export function NotesPanel({ problemId }: { problemId: string }) {
  const note = useNote(problemId);
  const save = useSaveNote(problemId);
  const [text, setText] = useState<string | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const shown = text ?? note.data?.content ?? '';

  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );

  const onChange = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      save.mutate(value);
    }, AUTOSAVE_DEBOUNCE_MS);
  };

  return (
    <div className="flex flex-col gap-3 p-4" data-testid="notes-panel">
      <textarea
        className="textarea textarea-bordered min-h-40 w-full font-mono text-sm"
        aria-label="Your note (Markdown, only you can see it)"
        maxLength={NOTE_MAX_LENGTH}
        value={shown}
        disabled={note.isPending}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
      <p className="text-xs text-base-content/70" aria-live="polite" data-testid="notes-status">
        {save.isPending
          ? 'Saving…'
          : save.isError
            ? 'Not saved: try again'
            : note.data || save.data
              ? 'Saved'
              : ''}
      </p>
      <div
        className="prose max-w-none"
        data-testid="notes-preview"
        // renderMarkdown sanitises with DOMPurify, as statements and discussions are.
        dangerouslySetInnerHTML={{ __html: renderMarkdown(shown) }}
      />
    </div>
  );
}
