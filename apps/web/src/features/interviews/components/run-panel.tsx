import { useState, type ReactNode } from 'react';
import { Play } from 'lucide-react';
import type { InterviewRunEntry } from '@codecourt/contracts';
import { errorMessage } from '@/lib/api-error';
import { LANGUAGE_NAME_BY_ID } from '@codecourt/contracts';
import { useRunInRoom } from '@/features/interviews/api/run-in-room';

/** How a run's result is drawn: the workspace's result view, passed in by the route. */
export type RenderRun = (entry: InterviewRunEntry) => ReactNode;

type Props = {
  interviewId: string;
  runs: readonly InterviewRunEntry[];
  canRun: boolean;
  renderRun: RenderRun;
};

/**
 * Run (with an optional custom input) and the room's runs, newest first. The button only asks: the result
 * is shown from the shared document, where it reaches both sides at the same moment.
 */
export function RunPanel({ interviewId, runs, canRun, renderRun }: Props) {
  const run = useRunInRoom(interviewId);
  const [custom, setCustom] = useState(false);
  const [input, setInput] = useState('');
  const [latest] = [...runs].reverse();
  return (
    <section className="flex flex-col gap-3" aria-labelledby="runs-title">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="runs-title" className="mr-auto font-semibold">
          Runs
        </h2>
        {canRun && (
          <>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="checkbox checkbox-sm"
                checked={custom}
                onChange={(event) => {
                  setCustom(event.target.checked);
                }}
              />
              Custom input
            </label>
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={run.isPending}
              onClick={() => {
                run.mutate(custom ? { input } : {});
              }}
            >
              <Play className="size-4" aria-hidden="true" />
              {run.isPending ? 'Running…' : 'Run'}
            </button>
          </>
        )}
      </div>
      {canRun && custom && (
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          Input
          <textarea
            className="textarea textarea-sm h-24 w-full font-mono"
            value={input}
            onChange={(event) => {
              setInput(event.target.value);
            }}
          />
        </label>
      )}
      {run.error && (
        <p role="alert" className="text-sm text-error">
          {errorMessage(run.error)}
        </p>
      )}
      {run.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-base-content/75">
          <span className="loading loading-dots loading-sm text-primary" aria-hidden="true" />
          Running the room's code…
        </p>
      )}
      {latest ? (
        <div className="flex flex-col gap-3" data-testid="room-run" aria-live="polite">
          <p className="text-xs text-base-content/70">
            Run by {latest.by.firstName} in {LANGUAGE_NAME_BY_ID[latest.language]} at{' '}
            {new Date(latest.at).toLocaleTimeString()} · {runs.length} run{runs.length === 1 ? '' : 's'} so
            far
          </p>
          {renderRun(latest)}
        </div>
      ) : (
        !run.isPending && (
          <p className="text-sm text-base-content/70" data-testid="no-runs">
            No runs yet. A run shows here for everyone in the room.
          </p>
        )
      )}
    </section>
  );
}
