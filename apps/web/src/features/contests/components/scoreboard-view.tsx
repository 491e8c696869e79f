import { useState } from 'react';
import { PageNav } from '@/components/ui/page-nav';
import { Link, useSearchParams } from 'react-router';
import { Presentation, Snowflake, Trophy } from 'lucide-react';
import {
  PAGE_LIMIT_MAX,
  SCOREBOARD_PAGE_SIZE,
  type ContestDetail,
  type ScoreboardRow,
} from '@codecourt/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { errorMessage } from '@/lib/api-error';
import { getScoreboard, useScoreboard } from '@/features/contests/api/get-scoreboard';
import { useContestEvents } from '@/features/contests/hooks/use-contest-events';
import { useReveal } from '@/features/contests/hooks/use-reveal';
import { revealSteps } from '@/features/contests/lib/reveal';
import { nextRowName, ownRowId } from '@/features/contests/lib/row-identity';
import { boardSearch, readBoardQuery, type BoardQuery } from '@/features/contests/lib/board-query';
import { AwardsPanel } from '@/features/contests/components/awards-panel';
import { CategoryFilter } from '@/features/contests/components/category-filter';
import { useJuryActions } from '@/features/contests/components/jury-actions';
import { RevealBanner } from '@/features/contests/components/reveal-banner';
import { ScoreboardTable } from '@/features/contests/components/scoreboard-table';
import { UnfreezeButton } from '@/features/contests/components/unfreeze-button';

/** The live board of one contest: paged, updated by its event stream, frozen banner, the reveal. */
export function ScoreboardView({ contest }: { contest: ContestDetail }) {
  const user = useAuth((s) => s.user);
  const admin = user?.role === 'admin';
  const [query, setQuery] = useSearchParams();
  const { page, view, category } = readBoardQuery(query, admin, contest.categories);
  const show = (next: Partial<BoardQuery>) => {
    setQuery(boardSearch({ page, view, category, ...next }));
  };
  const { state, retry } = useScoreboard(contest._id, page, view, category);
  useContestEvents({ contestId: contest._id, page: { number: page, view, category } });
  const reveal = useReveal();
  const jury = useJuryActions(contest);
  // The last frozen board seen here: what the reveal starts from once the board is unfrozen.
  const [frozenRows, setFrozenRows] = useState<ScoreboardRow[]>();
  const [revealError, setRevealError] = useState<string>();
  const board = state.status === 'ready' ? state.data : undefined;
  // Kept while rendering (not in an effect), so the reveal's start is there the moment the board thaws. An
  // admin's step-by-step reveal (board.reveal) ends on the final board itself: nothing is left to play then.
  // One category's rows are not the board the reveal plays, so a filtered board keeps none.
  const whole = category === undefined;
  if (whole && board?.frozen && board.reveal === undefined && board.rows !== frozenRows)
    setFrozenRows(board.rows);
  if (board?.reveal !== undefined && frozenRows !== undefined) setFrozenRows(undefined);

  const filter = contest.categories.length > 0 && (
    <CategoryFilter
      categories={contest.categories}
      value={category}
      onChange={(next) => {
        show({ page: 1, category: next });
      }}
    />
  );
  // The filter stays above a failed page, so a link naming an unknown category can be put right.
  if (state.status !== 'ready')
    return (
      <div className="flex flex-col gap-4" data-testid="scoreboard">
        {filter}
        {state.status === 'error' ? (
          <LoadError title="Could not load the scoreboard" error={state.error} onRetry={retry} />
        ) : (
          <div className="grid place-items-center py-16">
            <Spinner label="Loading the scoreboard" />
          </div>
        )}
      </div>
    );

  const data = state.data;
  const labels =
    contest.problems.length > 0
      ? contest.problems.map((p) => p.label)
      : (data.rows[0]?.problems.map((c) => c.label) ?? []);
  const canReveal = whole && !data.frozen && frozenRows !== undefined && reveal.rows === undefined;
  const startReveal = async () => {
    setRevealError(undefined);
    try {
      const final = await getScoreboard(contest._id, { limit: PAGE_LIMIT_MAX });
      reveal.play(revealSteps(frozenRows ?? [], final.rows));
    } catch (failure) {
      setRevealError(errorMessage(failure));
    }
  };
  // Under a filter the caller's own row is pinned only when it is in that category.
  const pinned = data.me && (whole || data.me.category === category) ? data.me : undefined;
  const playing = reveal.rows !== undefined && reveal.step < reveal.steps - 1;

  return (
    <div className="flex flex-col gap-4" data-testid="scoreboard">
      {data.reveal && (
        <RevealBanner reveal={data.reveal} nextName={nextRowName(data.rows, data.reveal.next)} />
      )}
      {data.frozen && !data.reveal && (
        <div role="status" className="alert alert-info alert-soft" data-testid="frozen-banner">
          <Snowflake className="size-5" aria-hidden="true" />
          <span className="text-base-content">
            The scoreboard is frozen: results of submissions made since the freeze stay hidden (shown as ?)
            until the contest ends and the jury unfreezes it.
          </span>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {filter}
        {admin && (
          <div role="group" aria-label="Board view" className="join">
            {(['public', 'jury'] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={view === option}
                className={`btn join-item btn-sm ${view === option ? 'btn-active' : ''}`}
                onClick={() => {
                  show({ page: 1, view: option });
                }}
              >
                {option === 'jury' ? 'Jury view' : 'Public view'}
              </button>
            ))}
          </div>
        )}
        {admin && contest.frozen && <UnfreezeButton contestId={contest._id} />}
        {admin && contest.frozen && contest.status === 'Completed' && (
          <Link to={paths.admin.contestReveal.getHref(contest._id)} className="btn btn-primary btn-sm">
            <Presentation className="size-4" aria-hidden="true" /> Reveal
            <span className="sr-only"> the frozen board on a projector</span>
          </Link>
        )}
        {canReveal && (
          <button
            type="button"
            className="btn btn-primary btn-sm"
            data-testid="reveal-button"
            onClick={() => void startReveal()}
          >
            <Trophy className="size-4" aria-hidden="true" /> Reveal the frozen results
          </button>
        )}
        {playing && (
          <>
            <span role="status" className="text-sm text-base-content/75" data-testid="reveal-progress">
              Revealing: step {reveal.step} of {reveal.steps - 1}
            </span>
            <button type="button" className="btn btn-ghost btn-sm" onClick={reveal.skip}>
              Skip to the end
            </button>
          </>
        )}
        {revealError && (
          <span role="alert" className="text-sm text-error">
            {revealError}
          </span>
        )}
        <span className="ml-auto text-xs text-base-content/70" data-testid="scoreboard-updated">
          Updated <time dateTime={data.updatedAt}>{new Date(data.updatedAt).toLocaleTimeString()}</time>
        </span>
      </div>
      {/* Kept back while a reveal plays, so the winners are not told before the board gets there. */}
      {!playing && data.awards !== undefined && data.awards.length > 0 && (
        <AwardsPanel
          awards={data.awards}
          rows={[...(reveal.rows ?? data.rows), ...(data.me ? [data.me] : [])]}
        />
      )}
      {data.rows.length === 0 && reveal.rows === undefined ? (
        <EmptyState
          icon={Trophy}
          title={
            page !== 1
              ? 'No one on this page'
              : category === undefined
                ? 'No one on the board yet'
                : `No participants in ${category} yet`
          }
        >
          {page === 1
            ? 'Participants appear here once they register.'
            : `The board ends before page ${String(page)}.`}
        </EmptyState>
      ) : (
        <ScoreboardTable
          format={data.format}
          labels={labels}
          rows={reveal.rows ?? data.rows}
          ownId={ownRowId(contest, user?._id)}
          pinned={reveal.rows === undefined ? pinned : undefined}
          highlightId={playing ? reveal.changed : undefined}
          next={data.reveal?.next}
          animate={data.reveal !== undefined}
          // Not while a reveal plays: its rows are a replay, not the board to act on.
          actions={admin && reveal.rows === undefined ? jury.menu : undefined}
        />
      )}
      {data.total > SCOREBOARD_PAGE_SIZE && (
        <PageNav
          label="Scoreboard pages"
          page={page}
          last={page * SCOREBOARD_PAGE_SIZE >= data.total}
          goTo={(next) => {
            show({ page: next });
          }}
        >
          Page {page} of {Math.ceil(data.total / SCOREBOARD_PAGE_SIZE)}
        </PageNav>
      )}
      {admin && jury.dialogs}
    </div>
  );
}
