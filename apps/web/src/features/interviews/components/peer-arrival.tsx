import { CheckCircle2, DoorOpen } from 'lucide-react';
import { errorMessage } from '@/lib/api-error';
import { formatClock } from '@/features/interviews/lib/clock';
import { useArrive } from '@/features/interviews/api/peer-room';
import type { PeerRoomReading } from '@/features/interviews/lib/peer-room';

type Props = { interviewId: string; reading: PeerRoomReading; partnerName: string; arriveBy: string };

/** Before the start: "I'm here", the time left to say it, and whether the partner has. */
export function PeerArrival({ interviewId, reading, partnerName, arriveBy }: Props) {
  const arrive = useArrive(interviewId);
  const left = formatClock(reading.leftMs ?? 0);
  const by = new Date(arriveBy).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  return (
    <div className="flex flex-col gap-3" data-testid="peer-arrival">
      <p className="text-sm">
        Both of you say you are here by <strong>{by}</strong> (
        <span className="font-mono tabular-nums" role="timer" data-testid="arrive-left">
          {left}
        </span>{' '}
        left); the clock starts when you have. Whoever is not here by then misses it, and the other goes back
        to the queue.
      </p>
      <ul className="flex flex-col gap-1 text-sm">
        <li className="flex items-center gap-2">
          <CheckCircle2
            className={`size-4 ${reading.arrived ? 'text-success' : 'text-base-content/40'}`}
            aria-hidden="true"
          />
          You: {reading.arrived ? 'here' : 'not yet'}
        </li>
        <li className="flex items-center gap-2" data-testid="partner-arrival">
          <CheckCircle2
            className={`size-4 ${reading.partnerArrived ? 'text-success' : 'text-base-content/40'}`}
            aria-hidden="true"
          />
          {partnerName}: {reading.partnerArrived ? 'here' : 'not yet'}
        </li>
      </ul>
      {!reading.arrived && (
        <button
          type="button"
          className="btn btn-primary btn-sm self-start"
          disabled={arrive.isPending}
          onClick={() => {
            arrive.mutate(undefined);
          }}
        >
          <DoorOpen className="size-4" aria-hidden="true" />
          {arrive.isPending ? 'Arriving…' : "I'm here"}
        </button>
      )}
      {arrive.error && (
        <p role="alert" className="text-sm text-error">
          {errorMessage(arrive.error)}
        </p>
      )}
    </div>
  );
}
