import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, History, Timer, Trophy } from 'lucide-react';
import { SCOREBOARD_PAGE_SIZE, type ContestDetail, type VirtualRunDetail } from '@codecourt/contracts';
import { paths } from '@/config/paths';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageContainer } from '@/components/ui/page-header';
import { PageNav } from '@/components/ui/page-nav';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { useVirtualRun } from '@/features/contests/api/virtual-runs';
import { useNow } from '@/features/contests/hooks/use-now';
import { formatCountdown } from '@/features/contests/lib/contest-time';
import { ordinal } from '@/features/contests/lib/ordinal';
import { RunComparison } from '@/features/contests/components/run-comparison';
import { ScoreboardTable } from '@/features/contests/components/scoreboard-table';

/** Time left of the run: the server's elapsed second when it answered, ticking on here since. */
function RunTimer({ detail, answeredAt }: { detail: VirtualRunDetail; answeredAt: number }) {
  const now = useNow();
  const left = (detail.board.durationSeconds - detail.board.elapsedSeconds) * 1000 - (now - answeredAt);
  return (
    <span
      role="timer"
      aria-label="Time left"
      data-testid="virtual-timer"
      className="flex items-center gap-1.5 rounded-field bg-base-200 px-3 py-1.5 font-mono text-sm tabular-nums"
    >
      <Timer className="size-4" aria-hidden="true" />
      {detail.run.ended || left <= 0 ? 'Run over' : formatCountdown(left)}
    </span>
  );
}

/** /contests/{slug}/virtual/{runId}: the run's problems, the field moving with its clock, the end's comparison. */
export function VirtualRunView({ contest, runId }: { contest: ContestDetail; runId: string }) {
  const [page, setPage] = useState(1);
  const { state, answeredAt, retry } = useVirtualRun(contest._id, runId, page);
  const userId = useAuth((s) => s.user?._id);

  if (state.status === 'error')
    return (
      <PageContainer>
        <LoadError title="This virtual run could not be loaded" error={state.error} onRetry={retry} />
      </PageContainer>
    );
  if (state.status !== 'ready') return <PageSpinner label="Loading the virtual run" />;
  const { run, board, comparison } = state.data;
  const me = board.me;
  const labels = contest.problems.map((p) => p.label);
  const last = page * SCOREBOARD_PAGE_SIZE >= board.total;
  return (
    <PageContainer>
      <title>{`Virtual run · ${contest.title} · CodeCourt`}</title>
      <header className="mb-6 flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="flex flex-col gap-2">
          <span className="badge gap-1 border-transparent bg-info/15 text-base-content">
            <History className="size-3" aria-hidden="true" /> Virtual run · never rated
          </span>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{contest.title}</h1>
          <p className="text-sm text-base-content/75">
            The board shows the original participants as they stood at the same minute of their contest.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <RunTimer detail={state.data} answeredAt={answeredAt} />
          <Link to={paths.contest.getHref(contest.slug)} className="btn btn-ghost btn-sm border-base-300">
            <ArrowLeft className="size-4" aria-hidden="true" /> Contest
          </Link>
        </div>
      </header>

      {me && (
        <p
          className="mb-6 flex items-center gap-2 rounded-box border border-primary/40 bg-primary/5 p-4 text-base"
          data-testid="virtual-rank"
        >
          <Trophy className="size-5 text-primary" aria-hidden="true" />
          {run.ended ? 'You finished ' : 'You would be '}
          <strong>{ordinal(me.rank)}</strong> of {board.total}
          {run.ended ? '.' : ` at minute ${String(Math.floor(board.elapsedSeconds / 60))}.`}
        </p>
      )}

      {!run.ended && (
        <nav
          aria-label="Problems of the run"
          className="mb-6 flex flex-wrap gap-2"
          data-testid="virtual-problems"
        >
          {contest.problems.map((p) => (
            <Link
              key={p.label}
              to={paths.contestVirtualProblem.getHref(contest.slug, run._id, p.label)}
              className="btn btn-sm"
            >
              <span className="font-mono font-semibold">{p.label}</span> {p.title}
            </Link>
          ))}
        </nav>
      )}

      {comparison && <RunComparison comparison={comparison} />}

      <section aria-labelledby="virtual-board-title">
        <h2 id="virtual-board-title" className="mb-2 text-lg font-semibold">
          The field at minute {Math.floor(board.elapsedSeconds / 60)}
        </h2>
        {board.rows.length === 0 ? (
          <EmptyState icon={Trophy} title="Nobody on this board">
            This contest had no participants: the board is yours alone.
          </EmptyState>
        ) : (
          <div className="flex flex-col gap-3" data-testid="virtual-board">
            <ScoreboardTable
              format={board.format}
              labels={labels}
              rows={board.rows}
              ownId={userId}
              pinned={me}
            />
            {board.total > SCOREBOARD_PAGE_SIZE && (
              <PageNav label="Board pages" page={page} last={last} goTo={setPage} />
            )}
          </div>
        )}
      </section>
    </PageContainer>
  );
}
