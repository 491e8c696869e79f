import { useEffect, useState } from 'react';
import { INTERVIEW_NOTES_MAX_LENGTH, interviewNotesRequestSchema } from '@codecourt/contracts';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useInterviewNotes, useSaveNotes } from '@/features/interviews/api/notes';

/** Typing pauses this long before the notes are saved. */
const AUTOSAVE_DELAY_MS = 800;

/** The interviewer's private notes: never in the shared document, saved as they type. */
export function NotesPanel({ interviewId }: { interviewId: string }) {
  const notes = useInterviewNotes(interviewId);
  if (notes.isError)
    return (
      <p role="alert" className="text-sm text-error">
        Could not load your notes: {errorMessage(notes.error)}
      </p>
    );
  if (!notes.data) return <Spinner label="Loading your notes" />;
  return <NotesEditor interviewId={interviewId} initial={notes.data.text} />;
}

function NotesEditor({ interviewId, initial }: { interviewId: string; initial: string }) {
  const [text, setText] = useState(initial);
  const [savedText, setSavedText] = useState(initial);
  const save = useSaveNotes(interviewId);
  const { mutate } = save;
  const checked = interviewNotesRequestSchema.safeParse({ text });
  const invalid = checked.success ? '' : (checked.error.issues[0]?.message ?? '');

  useEffect(() => {
    if (text === savedText || invalid) return;
    const timer = setTimeout(() => {
      mutate(text, {
        onSuccess: () => {
          setSavedText(text);
        },
      });
    }, AUTOSAVE_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [text, savedText, invalid, mutate]);

  const state = invalid
    ? { text: invalid, className: 'text-error' }
    : save.isError
      ? { text: `Not saved: ${errorMessage(save.error)}. Keep typing to try again.`, className: 'text-error' }
      : save.isPending || text !== savedText
        ? { text: 'Saving…', className: 'text-base-content/70' }
        : {
            text: save.isSuccess ? 'Saved' : 'Only you can see these notes',
            className: 'text-base-content/70',
          };
  return (
    <label className="flex flex-col gap-1.5 text-sm font-medium">
      Private notes
      <textarea
        className="textarea textarea-sm h-32 w-full"
        value={text}
        maxLength={INTERVIEW_NOTES_MAX_LENGTH}
        placeholder="What you notice as the candidate works: only you see these."
        onChange={(event) => {
          setText(event.target.value);
        }}
        data-testid="interview-notes"
      />
      <span className={`text-xs font-normal ${state.className}`} role="status" data-testid="notes-state">
        {state.text}
      </span>
    </label>
  );
}
