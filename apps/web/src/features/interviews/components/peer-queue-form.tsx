import { useState, type SubmitEvent } from 'react';
import { Search } from 'lucide-react';
import { DIFFICULTIES, LANGUAGE_NAME_BY_ID, type JoinPeerQueueRequest } from '@codecourt/contracts';
import { errorMessage } from '@/lib/api-error';
import { useJoinPeerQueue } from '@/features/interviews/api/peer-queue';
import {
  checkQueueDraft,
  draftFromWish,
  QUEUE_LANGUAGES,
  toggleLanguage,
} from '@/features/interviews/lib/peer-queue';

const LEVEL_LABEL = { easy: 'Easy', medium: 'Medium', hard: 'Hard' } as const;

/** Level and languages, then into the queue; `wish` refills it after an expiry or a missed room. */
export function PeerQueueForm({ wish }: { wish: JoinPeerQueueRequest | null }) {
  const [draft, setDraft] = useState(() => draftFromWish(wish));
  const [invalid, setInvalid] = useState('');
  const join = useJoinPeerQueue();

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const checked = checkQueueDraft(draft);
    if (!checked.ok) {
      setInvalid(checked.error);
      return;
    }
    setInvalid('');
    join.mutate(checked.request);
  };

  const failure = invalid || (join.error ? errorMessage(join.error) : '');
  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate aria-label="Practise with a peer">
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">Level</legend>
        <div className="join">
          {DIFFICULTIES.map((level) => (
            <input
              key={level}
              type="radio"
              name="peer-level"
              className="join-item btn btn-sm"
              aria-label={LEVEL_LABEL[level]}
              checked={draft.level === level}
              onChange={() => {
                setDraft({ ...draft, level });
              }}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">Languages you would code in</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1.5">
          {QUEUE_LANGUAGES.map((id) => (
            <label key={id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="checkbox checkbox-sm"
                checked={draft.languages.includes(id)}
                onChange={() => {
                  setDraft(toggleLanguage(draft, id));
                }}
              />
              {LANGUAGE_NAME_BY_ID[id]}
            </label>
          ))}
        </div>
      </fieldset>
      {failure && (
        <p className="text-sm text-error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-sm self-start" disabled={join.isPending}>
        <Search className="size-4" aria-hidden="true" />
        {join.isPending ? 'Joining…' : 'Find a partner'}
      </button>
    </form>
  );
}
