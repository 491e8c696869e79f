import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { Info, LogOut, UsersRound } from 'lucide-react';
import { LANGUAGE_NAME_BY_ID, type JoinPeerQueueRequest } from '@codecourt/contracts';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { useLeavePeerQueue, usePeerQueue } from '@/features/interviews/api/peer-queue';
import { useNow } from '@/features/interviews/hooks/use-now';
import { formatClock } from '@/features/interviews/lib/clock';
import { queueView, type QueueView } from '@/features/interviews/lib/peer-queue';
import { PeerQueueForm } from '@/features/interviews/components/peer-queue-form';

const wishText = (wish: JoinPeerQueueRequest) =>
  `${wish.level} · ${wish.languages.map((id) => LANGUAGE_NAME_BY_ID[id]).join(', ')}`;

function Notice({ text, tone }: { text: string; tone: 'info' | 'warning' }) {
  return (
    <div
      role="status"
      className={`alert alert-soft ${tone === 'info' ? 'alert-info' : 'alert-warning'} text-sm`}
    >
      <Info className="size-4" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}

function LeaveButton({ label }: { label: string }) {
  const leave = useLeavePeerQueue();
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        className="btn btn-outline btn-sm self-start"
        disabled={leave.isPending}
        onClick={() => {
          leave.mutate(undefined);
        }}
      >
        <LogOut className="size-4" aria-hidden="true" />
        {leave.isPending ? 'Leaving…' : label}
      </button>
      {leave.error && (
        <p role="alert" className="text-sm text-error">
          {errorMessage(leave.error)}
        </p>
      )}
    </div>
  );
}

function Waiting({ view }: { view: Extract<QueueView, { kind: 'waiting' }> }) {
  return (
    <div className="flex flex-col gap-3" data-testid="peer-waiting">
      {view.notice && <Notice text={view.notice} tone="warning" />}
      <p className="flex items-center gap-2 text-sm font-medium">
        <span className="loading loading-ring loading-sm text-primary" aria-hidden="true" />
        Looking for a partner: <span className="capitalize">{wishText(view.wish)}</span>
      </p>
      <dl className="grid max-w-sm grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-xs text-base-content/70">Waiting for</dt>
          <dd className="font-mono tabular-nums" role="timer" data-testid="queue-elapsed">
            {formatClock(view.elapsedMs)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-base-content/70">Your place lapses in</dt>
          <dd className="font-mono tabular-nums" role="timer">
            {formatClock(view.leftMs)}
          </dd>
        </div>
      </dl>
      <p className="text-xs text-base-content/70">
        Keep this page open: when someone at your level shares a language, you both go to a room.
      </p>
      <LeaveButton label="Leave the queue" />
    </div>
  );
}

function Matched({ view }: { view: Extract<QueueView, { kind: 'matched' }> }) {
  return (
    <div className="flex flex-col gap-3" data-testid="peer-matched">
      <Notice
        tone="info"
        text={`You have a partner. Arrive in the room within ${formatClock(view.arriveLeftMs)}, or the match is cancelled.`}
      />
      <div className="flex flex-wrap gap-2">
        <Link className="btn btn-primary btn-sm" to={paths.interview.getHref(view.roomId)}>
          Open the room
        </Link>
        <LeaveButton label="Cancel the match" />
      </div>
    </div>
  );
}

/**
 * "Practise with a peer" on /interviews: the queue's state, read every few seconds while it can change.
 * A match made while the page watches opens the room at once; one found on coming back is offered.
 */
export function PeerQueueCard() {
  const query = usePeerQueue();
  const state = query.data;
  const live = state?.state === 'waiting' || state?.state === 'matched';
  const now = useNow(live);
  const navigate = useNavigate();
  const firstSeen = useRef<string | null>(null);

  useEffect(() => {
    if (!state) return;
    firstSeen.current ??= state.state;
    // A match that happens while the page watches (joined, or waited) opens the room at once.
    if (state.state === 'matched' && firstSeen.current !== 'matched')
      void navigate(paths.interview.getHref(state.roomId));
  }, [state, navigate]);

  let body;
  if (!state)
    body = query.isError ? (
      <LoadError title="Could not read the queue" error={query.error} onRetry={() => void query.refetch()} />
    ) : (
      <Spinner label="Reading the queue" />
    );
  else {
    const view = queueView(state, now);
    body =
      view.kind === 'waiting' ? (
        <Waiting view={view} />
      ) : view.kind === 'matched' ? (
        <Matched view={view} />
      ) : (
        <div className="flex flex-col gap-3">
          {view.notice && <Notice text={view.notice} tone="warning" />}
          <PeerQueueForm key={state.state} wish={view.wish} />
        </div>
      );
  }
  return (
    <section
      className="rounded-box border border-base-300 bg-base-100 p-6"
      aria-labelledby="peer-queue-title"
      data-testid="peer-queue"
    >
      <h2 id="peer-queue-title" className="mb-1 flex items-center gap-2 font-semibold">
        <UsersRound className="size-4" aria-hidden="true" />
        Practise with a peer
      </h2>
      <p className="mb-3 text-sm text-base-content/70">
        Get matched with someone at your level: two problems, an hour, and you each interview the other for
        half of it.
      </p>
      {body}
    </section>
  );
}
