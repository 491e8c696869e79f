import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { RefreshCw } from 'lucide-react';
import type { ContestFormat, ContestProblem, Rejudge } from '@codecourt/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useContestRejudges, useStartRejudge } from '@/features/admin/api/rejudges';
import { RejudgePreview } from '@/features/admin/components/rejudge-preview';
import { rejudgeHeadline } from '@/features/admin/lib/rejudge-view';

type Props = {
  contest: { _id: string; startAt: string; format: ContestFormat; problems: ContestProblem[] };
  scoreboardHref: string;
};

// Tints under the page's own text colour: coloured text on a soft badge fails contrast in the light theme.
const STATUS_BADGE: Record<Rejudge['status'], string> = {
  judging: 'bg-info/25',
  ready: 'bg-warning/25',
  applied: 'bg-success/25',
  cancelled: 'bg-base-200',
};

/**
 * A contest's rejudges: pick a problem and judge its submissions again, then review one rejudge at a
 * time (the open one by default; `?rejudge=` keeps the choice across reloads).
 */
export function RejudgePanel({ contest, scoreboardHref }: Props) {
  const list = useContestRejudges(contest._id);
  const start = useStartRejudge(contest._id);
  const [label, setLabel] = useState(contest.problems[0]?.label ?? '');
  const [params, setParams] = useSearchParams();
  const pickerId = useId();
  const open = (rejudgeId: string) => {
    setParams({ rejudge: rejudgeId }, { replace: true });
  };

  if (list.isPending) return <Spinner label="Loading the rejudges" />;
  if (list.isError)
    return (
      <LoadError title="Could not load the rejudges" error={list.error} onRetry={() => void list.refetch()} />
    );
  const { rejudges } = list.data;
  const selected = params.get('rejudge') ?? rejudges[0]?._id;
  return (
    <div className="flex flex-col gap-6">
      <form
        className="flex flex-wrap items-end gap-3 rounded-box border border-base-300 bg-base-100 p-4"
        onSubmit={(event) => {
          event.preventDefault();
          start.mutate(label, {
            onSuccess: (rejudge) => {
              open(rejudge._id);
            },
          });
        }}
      >
        <div className="flex min-w-48 flex-1 flex-col gap-1 text-sm">
          <label htmlFor={pickerId} className="font-medium">
            Problem
          </label>
          <select
            id={pickerId}
            className="select select-sm w-full"
            value={label}
            onChange={(event) => {
              setLabel(event.target.value);
            }}
          >
            {contest.problems.map((p) => (
              <option key={p.label} value={p.label}>
                {p.label} · {p.title}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-primary btn-sm" disabled={start.isPending || label === ''}>
          <RefreshCw className="size-4" aria-hidden="true" /> Rejudge
        </button>
        <p className="basis-full text-sm text-base-content/70">
          Every judged submission to the problem is judged again with its current tests, in the judge’s lowest
          lane. Nothing changes on the board until you apply the result.
        </p>
        {start.isError && (
          <p role="alert" className="basis-full text-sm text-error">
            {errorMessage(start.error)}
          </p>
        )}
      </form>

      {rejudges.length === 0 ? (
        <EmptyState icon={RefreshCw} title="No rejudges yet">
          Fix a problem’s tests, then rejudge it here to see which verdicts change.
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="rejudge-list" aria-label="Rejudges">
          {rejudges.map((r) => (
            <li key={r._id}>
              <button
                type="button"
                aria-current={r._id === selected}
                className={`flex w-full flex-wrap items-center gap-3 rounded-box border px-4 py-2 text-left ${
                  r._id === selected ? 'border-primary bg-primary/5' : 'border-base-300 bg-base-100'
                }`}
                onClick={() => {
                  open(r._id);
                }}
              >
                <span className="font-semibold">Problem {r.label}</span>
                <span className={`badge border-transparent text-base-content ${STATUS_BADGE[r.status]}`}>
                  {r.status}
                </span>
                <span className="flex-1 text-sm text-base-content/70">{rejudgeHeadline(r)}</span>
                <time className="text-sm text-base-content/70" dateTime={r.createdAt}>
                  {new Date(r.createdAt).toLocaleString()}
                </time>
              </button>
            </li>
          ))}
        </ul>
      )}
      {selected && (
        <RejudgePreview
          key={selected}
          rejudgeId={selected}
          contest={contest}
          scoreboardHref={scoreboardHref}
        />
      )}
    </div>
  );
}
