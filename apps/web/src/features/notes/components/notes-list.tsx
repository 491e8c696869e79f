import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/ui/load-error';
import { paths } from '@/config/paths';
import { useNotesList } from '@/features/notes/api/note';

const SEARCH_DELAY_MS = 300;
const EXCERPT_CHARS = 140;

/** The profile's list of the user's private notes, searchable in the note and the problem's title. */
export function NotesList() {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(typed.trim());
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [typed]);
  const notes = useNotesList(q);

  return (
    <section className="rounded-box border border-base-300 bg-base-100 p-5" aria-label="Notes">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">Notes</h2>
        <input
          type="search"
          className="input input-sm input-bordered w-full sm:w-64"
          placeholder="Search your notes"
          aria-label="Search your notes"
          maxLength={100}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
          }}
        />
      </div>
      {notes.isPending && <Spinner label="Loading notes" />}
      {notes.isError && (
        <LoadError
          title="Could not load notes"
          error={notes.error}
          onRetry={() => {
            void notes.refetch();
          }}
        />
      )}
      {notes.data?.length === 0 && (
        <p className="text-sm text-base-content/70">
          {q
            ? 'No note matches this search.'
            : 'Notes you write in a problem\u2019s Notes tab will be listed here.'}
        </p>
      )}
      {notes.data && notes.data.length > 0 && (
        <ul className="flex flex-col divide-y divide-base-300" data-testid="notes-list">
          {notes.data.map((note) => (
            <li key={note.problemId} className="flex flex-col gap-1 py-2">
              <Link to={paths.problem.getHref(note.problemId)} className="font-medium hover:text-primary">
                {note.problemTitle}
              </Link>
              <p className="line-clamp-2 text-sm break-words text-base-content/75">
                {note.content.slice(0, EXCERPT_CHARS)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
