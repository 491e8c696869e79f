import { useEffect, useRef } from 'react';
import { Trophy } from 'lucide-react';
import { CONTEST_MESSAGES, type ContestDetail } from '@codecourt/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useReducedMotion } from '@/hooks/use-reduced-motion';
import { useContest } from '@/features/contests/api/get-contest';
import { useWholeBoard } from '@/features/contests/api/get-whole-board';
import { useContestEvents } from '@/features/contests/hooks/use-contest-events';
import { useFullscreen } from '@/features/contests/hooks/use-fullscreen';
import { useRevealKeys } from '@/features/contests/hooks/use-reveal-keys';
import { useRevealSteps } from '@/features/contests/hooks/use-reveal-steps';
import { positionOf, type RevealPosition } from '@/features/contests/lib/reveal-keys';
import { nextRowName } from '@/features/contests/lib/row-identity';
import { AwardsPanel } from '@/features/contests/components/awards-panel';
import { RevealControls } from '@/features/contests/components/reveal-controls';
import { ScoreboardTable } from '@/features/contests/components/scoreboard-table';

function statusText(at: RevealPosition, finished: boolean, contest: ContestDetail): string {
  if (at === 'before') return 'Not started';
  if (typeof at === 'object') return `Step ${String(at.step)} of ${String(at.steps)}`;
  return finished || (contest.freezeAt !== null && contest.status === 'Completed')
    ? 'Reveal finished'
    : CONTEST_MESSAGES.notFrozen;
}

/**
 * The resolver-style reveal on a projector (issue #36): the whole public board in large type, the cell the
 * next step shows ringed and scrolled into view, stepped by keys, clicker or buttons. Every step is a board
 * change, so this screen (and every spectator's) refetches through the contest's events.
 */
export function RevealPresenter({ contestId }: { contestId: string }) {
  const contest = useContest(contestId);
  const whole = useWholeBoard(contestId);
  useContestEvents({ contestId });
  const stage = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(stage);
  const reduced = useReducedMotion();
  const board = whole.state.status === 'ready' ? whole.state.data : undefined;
  // Until the board is in, no key or button has anywhere to go.
  const position: RevealPosition = board ? positionOf(board) : 'done';
  const steps = useRevealSteps(contestId, position);
  useRevealKeys(steps.act);
  const next = board?.reveal?.next;

  // The board scrolls under a fixed header (the step stays in sight): the next row to its middle.
  useEffect(() => {
    const box = scroller.current;
    const row = box?.querySelector<HTMLElement>('[data-next="true"]');
    if (!box || !row) return;
    const offset = row.getBoundingClientRect().top - box.getBoundingClientRect().top;
    box.scrollBy({
      top: offset - box.clientHeight / 2 + row.offsetHeight / 2,
      behavior: reduced ? 'auto' : 'smooth',
    });
  }, [next?.rowId, next?.label, reduced]);

  if (contest.state.status === 'error')
    return (
      <LoadError title="Could not load the contest" error={contest.state.error} onRetry={contest.retry} />
    );
  if (whole.state.status === 'error')
    return (
      <LoadError title="Could not load the scoreboard" error={whole.state.error} onRetry={whole.retry} />
    );
  if (contest.state.status !== 'ready' || !board)
    return (
      <div className="grid place-items-center py-24">
        <Spinner label="Loading the board" />
      </div>
    );

  const detail = contest.state.data;
  const labels = detail.problems.map((p) => p.label);
  const nothingHidden =
    position === 'before' && !board.rows.some((r) => r.problems.some((c) => c.pending > 0));
  const final = !board.frozen;
  const name = nextRowName(board.rows, next);

  return (
    <div
      ref={stage}
      data-testid="reveal-presenter"
      aria-busy={steps.busy}
      className="flex h-[calc(100dvh-4rem)] w-full flex-col gap-4 bg-base-100 px-4 py-5 text-base-content sm:px-8 lg:px-12 [&:fullscreen]:h-dvh"
    >
      <title>{`Reveal · ${detail.title} · CodeCourt`}</title>
      <header className="flex flex-wrap items-end gap-x-8 gap-y-2">
        <div className="min-w-0 flex-1">
          <p className="text-lg font-medium text-base-content/75">Final standings</p>
          <h1 className="text-4xl font-bold lg:text-5xl">{detail.title}</h1>
        </div>
        <p
          role="status"
          aria-live="polite"
          className="text-3xl font-semibold tabular-nums lg:text-4xl"
          data-testid="reveal-step"
        >
          {statusText(position, steps.finished, detail)}
        </p>
      </header>
      <RevealControls position={position} act={steps.act} fullscreen={fullscreen} />
      {name !== undefined && next && (
        <p className="text-2xl lg:text-3xl" data-testid="reveal-next">
          Next: <strong>{name}</strong>, problem <strong>{next.label}</strong>
        </p>
      )}
      {steps.error !== undefined && (
        <div role="alert" className="alert alert-error text-xl" data-testid="reveal-error">
          {steps.error}
        </div>
      )}
      {nothingHidden && (
        <div className="alert alert-info alert-soft text-xl" data-testid="reveal-nothing-hidden">
          Nothing is hidden on this board: the only step lifts the freeze and shows the final board.
        </div>
      )}
      {final && board.awards !== undefined && board.awards.length > 0 && (
        <div className="text-xl [&_section]:text-lg">
          <AwardsPanel awards={board.awards} rows={board.rows} />
        </div>
      )}
      <div ref={scroller} className="min-h-0 flex-1 overflow-auto" data-testid="reveal-board">
        {board.rows.length === 0 ? (
          <EmptyState icon={Trophy} title="No one on the board">
            Nobody registered for this contest, so there is nothing to reveal.
          </EmptyState>
        ) : (
          <ScoreboardTable
            format={board.format}
            labels={labels.length > 0 ? labels : (board.rows[0]?.problems.map((c) => c.label) ?? [])}
            rows={board.rows}
            ownId={undefined}
            next={next}
            animate
            large
          />
        )}
      </div>
    </div>
  );
}
