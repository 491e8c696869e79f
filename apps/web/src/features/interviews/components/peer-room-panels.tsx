import { Link } from 'react-router';
import { ArrowLeftRight, Ban, Users } from 'lucide-react';
import {
  LANGUAGE_NAME_BY_ID,
  PEER_QUEUE_MESSAGES,
  type Interview,
  type PeerRoom,
} from '@codecourt/contracts';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { usePeerRoom } from '@/features/interviews/api/peer-room';
import { useNow } from '@/features/interviews/hooks/use-now';
import { formatClock } from '@/features/interviews/lib/clock';
import { readPeerRoom, type PeerRoomReading } from '@/features/interviews/lib/peer-room';
import { PeerArrival } from '@/features/interviews/components/peer-arrival';
import { PeerFeedback } from '@/features/interviews/components/peer-feedback';
import { NotesPanel } from '@/features/interviews/components/notes-panel';
import { PeerProblem, usePeerProblem } from '@/features/interviews/components/peer-problem';

const HALF_LABEL = { first: 'First half', second: 'Second half' } as const;

function ProblemTitle({ problemId }: { problemId: string | null }) {
  const problem = usePeerProblem(problemId);
  if (problemId === null)
    return <span className="text-base-content/70">a problem you can no longer open</span>;
  return (
    <Link className="link" to={paths.problem.getHref(problemId)} target="_blank">
      {problem.data?.title ?? 'Loading…'}
    </Link>
  );
}

/** Who interviews and who codes in the half running now, and how long it has left. */
function Roles({
  reading,
  nameOf,
  userId,
}: {
  reading: PeerRoomReading;
  nameOf: (id: string) => string;
  userId: string;
}) {
  if (reading.half !== 'first' && reading.half !== 'second') return null;
  const you = reading.interviewerId === userId ? 'You interview now' : 'You code now';
  return (
    <div className="flex flex-col gap-1 rounded-field bg-base-200 p-3 text-sm" data-testid="peer-roles">
      <p className="flex items-center gap-2 font-semibold">
        <ArrowLeftRight className="size-4" aria-hidden="true" />
        {HALF_LABEL[reading.half]}: {you}
      </p>
      <p>
        Interviewer: {nameOf(reading.interviewerId)} · Candidate: {nameOf(reading.candidateId)} ·{' '}
        <span className="font-mono tabular-nums" role="timer">
          {formatClock(reading.leftMs ?? 0)}
        </span>{' '}
        {reading.half === 'first' ? 'until the roles swap' : 'until the end'}
      </p>
    </div>
  );
}

type Props = { room: Interview; userId: string; problemClass: string; panelClass: string };

/**
 * A peer room's own parts: the problem of the half in play, and a panel with both problems, the roles
 * now, the arrival before the start and the feedback after both halves. The half is computed here from
 * the room's clock, so the swap shows on time whatever the poll.
 */
export function PeerRoomPanels({ room, userId, problemClass, panelClass }: Props) {
  const query = usePeerRoom(room._id);
  const peer = query.data;
  const now = useNow(peer !== undefined && !peer.cancelled);
  if (!peer)
    return (
      <div className={panelClass}>
        {query.isError ? (
          <LoadError
            title="Could not load the peer room"
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <Spinner label="Loading the peer room" />
        )}
      </div>
    );
  const reading = readPeerRoom(peer, room, userId, now);
  const nameOf = (id: string) =>
    id === userId
      ? 'You'
      : (room.participants.find((person) => person.userId === id)?.firstName ?? 'Your partner');
  const partnerId = room.participants.find(
    (person) => person.userId !== userId && person.role !== 'observer',
  )?.userId;
  const partnerName = partnerId ? nameOf(partnerId) : 'Your partner';
  const inPlay = reading.problemIndex === null ? null : peer.problemIds[reading.problemIndex];
  return (
    <>
      <div className={problemClass}>
        <PeerProblem
          problemId={inPlay}
          label={reading.problemIndex === 1 ? 'Second half' : 'First half'}
          started={!peer.cancelled && reading.half !== 'notStarted'}
        />
      </div>
      <section className={panelClass} aria-labelledby="peer-title" data-testid="peer-panel">
        <div className="flex flex-col gap-4">
          <div>
            <h2 id="peer-title" className="flex items-center gap-2 font-semibold">
              <Users className="size-4" aria-hidden="true" />
              Peer practice
            </h2>
            <p className="text-xs text-base-content/70">
              {peer.level[0]?.toUpperCase()}
              {peer.level.slice(1)} · {LANGUAGE_NAME_BY_ID[peer.language]} · you each interview the other for
              one half
            </p>
          </div>
          <ol
            className="flex flex-col gap-1.5 text-sm"
            aria-label="The two problems"
            data-testid="peer-problems"
          >
            {peer.problemIds.map((id, index) => (
              <li
                key={index}
                className={`flex flex-wrap gap-x-2 rounded-field px-2 py-1 ${reading.problemIndex === index && reading.half !== 'notStarted' ? 'bg-primary/10 font-medium' : ''}`}
              >
                <span className="text-base-content/70">{index === 0 ? 'First half' : 'Second half'}:</span>
                <ProblemTitle problemId={id} />
              </li>
            ))}
          </ol>
          <PeerState
            peer={peer}
            reading={reading}
            room={room}
            userId={userId}
            nameOf={nameOf}
            partnerName={partnerName}
          />
          {/* Each peer keeps notes of their own while interviewing, for the feedback at the end. */}
          {!peer.cancelled && reading.half !== 'notStarted' && (
            <div data-testid="peer-notes">
              <NotesPanel interviewId={room._id} />
            </div>
          )}
        </div>
      </section>
    </>
  );
}

type StateProps = {
  peer: PeerRoom;
  reading: PeerRoomReading;
  room: Interview;
  userId: string;
  nameOf: (id: string) => string;
  partnerName: string;
};

function PeerState({ peer, reading, room, userId, nameOf, partnerName }: StateProps) {
  if (peer.cancelled)
    return (
      <div role="alert" className="alert alert-warning text-sm" data-testid="peer-cancelled">
        <Ban className="size-4" aria-hidden="true" />
        <span>
          {PEER_QUEUE_MESSAGES.cancelled}.{' '}
          <Link className="link" to={paths.interviews.getHref()}>
            Back to the queue
          </Link>
        </span>
      </div>
    );
  if (reading.half === 'notStarted')
    return (
      <PeerArrival
        interviewId={room._id}
        reading={reading}
        partnerName={partnerName}
        arriveBy={peer.arriveBy}
      />
    );
  if (reading.half === 'over')
    return <PeerFeedback interviewId={room._id} peer={peer} partnerName={partnerName} />;
  return <Roles reading={reading} nameOf={nameOf} userId={userId} />;
}
