import { useMemo, type ReactNode } from 'react';
import { History, Pause, Play, SkipForward } from 'lucide-react';
import { LANGUAGE_NAME_BY_ID } from '@codecourt/contracts';
import { HighlightedCode } from '@/components/ui/highlighted-code';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useReplay } from '@/features/interviews/api/replay';
import {
  buildTimeline,
  frameAt,
  nextChangeAfter,
  type ReplayTimeline,
} from '@/features/interviews/lib/replay';
import { formatClock } from '@/features/interviews/lib/clock';
import { REPLAY_SPEEDS, useReplayClock } from '@/features/interviews/hooks/use-replay-clock';
import type { RenderRun } from '@/features/interviews/components/run-panel';

/** The ended interview, replayed: the code, the runs and the clock at any moment, scrubbed or played. */
export function ReplayPlayer({ interviewId, renderRun }: { interviewId: string; renderRun: RenderRun }) {
  const replay = useReplay(interviewId);
  const timeline = useMemo(() => (replay.data ? buildTimeline(replay.data) : null), [replay.data]);
  return (
    <section className="flex flex-col gap-4" aria-labelledby="replay-title" data-testid="replay-player">
      <h2 id="replay-title" className="flex items-center gap-2 font-semibold">
        <History className="size-4" aria-hidden="true" />
        Replay
      </h2>
      {timeline ? (
        <ReplayView
          timeline={timeline}
          durationMinutes={replay.data?.durationMinutes ?? 0}
          renderRun={renderRun}
        />
      ) : replay.isError ? (
        <LoadError
          title="Could not load the replay"
          error={replay.error}
          onRetry={() => void replay.refetch()}
        />
      ) : (
        <Spinner label="Loading the replay" />
      )}
    </section>
  );
}

type ViewProps = { timeline: ReplayTimeline; durationMinutes: number; renderRun: RenderRun };

function ReplayView({ timeline, durationMinutes, renderRun }: ViewProps) {
  const { frames, startsAt, startedAt, endsAt } = timeline;
  const clock = useReplayClock(startsAt, endsAt);
  const frame = frameAt(frames, clock.position);
  const next = nextChangeAfter(frames, clock.position);
  const latestRun = frame?.runs.at(-1);
  if (frames.length === 0)
    return <p className="text-sm text-base-content/70">Nothing was typed in this interview.</p>;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        {clock.playing ? (
          <button type="button" className="btn btn-sm btn-primary" onClick={clock.pause}>
            <Pause className="size-4" aria-hidden="true" />
            Pause
          </button>
        ) : (
          <button type="button" className="btn btn-sm btn-primary" onClick={clock.play}>
            <Play className="size-4" aria-hidden="true" />
            Play
          </button>
        )}
        <button
          type="button"
          className="btn btn-sm btn-ghost"
          disabled={next === null}
          onClick={() => {
            if (next !== null) clock.seek(next);
          }}
        >
          <SkipForward className="size-4" aria-hidden="true" />
          Next change
        </button>
        <label className="flex items-center gap-2 text-sm">
          Speed
          <select
            className="select select-xs w-20"
            value={clock.speed}
            onChange={(event) => {
              const speed = REPLAY_SPEEDS.find((option) => String(option) === event.target.value);
              if (speed) clock.setSpeed(speed);
            }}
          >
            {REPLAY_SPEEDS.map((speed) => (
              <option key={speed} value={speed}>
                {speed}×
              </option>
            ))}
          </select>
        </label>
        <ReplayClockText at={clock.position} startedAt={startedAt} durationMinutes={durationMinutes} />
      </div>
      <input
        type="range"
        className="range range-sm range-primary w-full"
        min={startsAt}
        max={endsAt}
        step={100}
        value={clock.position}
        aria-label="Replay position"
        aria-valuetext={moment(clock.position, startedAt)}
        onChange={(event) => {
          clock.seek(Number(event.target.value));
        }}
        data-testid="replay-scrubber"
      />
      <div className="rounded-box border border-base-300 bg-base-100">
        <p className="border-b border-base-300 px-3 py-1.5 text-xs text-base-content/70">
          {frame ? LANGUAGE_NAME_BY_ID[frame.language] : 'Nothing typed yet'}
        </p>
        <HighlightedCode
          code={frame?.code ?? ''}
          language={frame?.language ?? 'cpp'}
          label="The code at this moment"
          className="max-h-96 overflow-auto p-3 text-sm"
          testId="replay-code"
        />
      </div>
      {latestRun && (
        <Section
          title={`Last run so far (${String(frame?.runs.length ?? 0)} in all), by ${latestRun.by.firstName}`}
        >
          {renderRun(latestRun)}
        </Section>
      )}
    </div>
  );
}

function moment(at: number, startedAt: number | null): string {
  if (startedAt === null || at < startedAt) return 'before the start';
  return `${formatClock(at - startedAt)} into the interview`;
}

function ReplayClockText({
  at,
  startedAt,
  durationMinutes,
}: {
  at: number;
  startedAt: number | null;
  durationMinutes: number;
}) {
  const left = startedAt === null ? null : startedAt + durationMinutes * 60_000 - at;
  return (
    <span className="ml-auto font-mono text-sm tabular-nums" data-testid="replay-clock">
      {moment(at, startedAt)}
      {left !== null && at >= (startedAt ?? 0) && (
        <span className="text-base-content/70"> · {formatClock(left)} left</span>
      )}
    </span>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </div>
  );
}
