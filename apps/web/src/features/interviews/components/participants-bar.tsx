import type { Interview } from '@codecourt/contracts';
import type { PresenceEntry } from '@/features/interviews/lib/presence';

const ROLE_LABEL = { interviewer: 'Interviewer', candidate: 'Candidate', observer: 'Observer' } as const;

type Props = { room: Interview; presence: readonly PresenceEntry[]; colourOf: (userId: string) => string };

/** Who is in the room, in their cursor colours, with a dot lit while they have the room open. */
export function ParticipantsBar({ room, presence, colourOf }: Props) {
  return (
    <ul className="flex flex-wrap items-center gap-2" aria-label="Participants">
      {room.participants.map((person) => {
        const here = presence.some(({ user }) => user.userId === person.userId);
        return (
          <li
            key={person.userId}
            className="flex items-center gap-2 rounded-full border border-base-300 bg-base-100 py-1 pr-3 pl-1 text-sm"
            data-testid="participant"
            data-present={here}
          >
            <span
              className="grid size-6 place-items-center rounded-full text-xs font-semibold text-white"
              style={{ backgroundColor: colourOf(person.userId) }}
              aria-hidden="true"
            >
              {person.firstName.charAt(0).toUpperCase()}
            </span>
            <span className="font-medium">{person.firstName}</span>
            <span className="text-xs text-base-content/70">{ROLE_LABEL[person.role]}</span>
            <span
              className={`size-2 rounded-full ${here ? 'bg-success' : 'bg-base-300'}`}
              title={here ? 'In the room' : 'Not here'}
            />
            <span className="sr-only">{here ? 'in the room' : 'not here'}</span>
          </li>
        );
      })}
    </ul>
  );
}
