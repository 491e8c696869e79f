import { useState } from 'react';
import { History } from 'lucide-react';
import type { ContestDetail } from '@codecourt/contracts';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { useReplay } from '@/features/contests/api/virtual-runs';
import { ScoreboardTable } from '@/features/contests/components/scoreboard-table';
import { ownRowId } from '@/features/contests/lib/row-identity';

const MINUTE_S = 60;

/** The length a participant had: the window, or start to end; in whole minutes. */
function lengthMinutes(contest: ContestDetail): number {
  const ms =
    contest.windowMinutes !== null
      ? contest.windowMinutes * 60_000
      : Date.parse(contest.endAt) - Date.parse(contest.startAt);
  return Math.max(1, Math.ceil(ms / 60_000));
}

/**
 * An ended contest's replay, once its board hides nothing: the replay shows every result, so while the board
 * is frozen (before or during its reveal, issue #36) it would tell the room what the reveal is about to.
 */
export function ReplaySlider({ contest }: { contest: ContestDetail }) {
  return contest.frozen ? null : <Replay contest={contest} />;
}

/** An ended contest's board at any minute: drag the slider and the field moves back and forth in time. */
function Replay({ contest }: { contest: ContestDetail }) {
  const total = lengthMinutes(contest);
  const [minute, setMinute] = useState(total);
  const { state, retry } = useReplay(contest._id, minute * MINUTE_S);
  const userId = useAuth((s) => s.user?._id);
  return (
    <section aria-labelledby="replay-title" className="mt-8 flex flex-col gap-3" data-testid="replay">
      <h2 id="replay-title" className="flex items-center gap-2 text-lg font-semibold">
        <History className="size-5" aria-hidden="true" /> Replay the contest
      </h2>
      <label className="flex flex-col gap-2 text-sm sm:flex-row sm:items-center">
        <span className="w-40 shrink-0 tabular-nums" data-testid="replay-minute">
          Minute {minute} of {total}
        </span>
        <input
          type="range"
          className="range range-primary range-sm"
          min={0}
          max={total}
          step={1}
          value={minute}
          aria-label="Elapsed minutes"
          aria-valuetext={`Minute ${String(minute)} of ${String(total)}`}
          onChange={(event) => {
            setMinute(Number(event.target.value));
          }}
        />
      </label>
      {state.status === 'error' ? (
        <LoadError title="The replay could not be loaded" error={state.error} onRetry={retry} />
      ) : state.status !== 'ready' ? (
        <Spinner label="Loading the replay" />
      ) : (
        <ScoreboardTable
          format={state.data.format}
          labels={contest.problems.map((p) => p.label)}
          rows={state.data.rows}
          ownId={ownRowId(contest, userId)}
        />
      )}
    </section>
  );
}
