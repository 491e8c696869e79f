import { useState } from 'react';
import { Link } from 'react-router';
import { CheckCircle2, ListOrdered } from 'lucide-react';
import type { ContestFormat } from '@codecourt/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useApplyRejudge, useCancelRejudge, useRejudgePreview } from '@/features/admin/api/rejudges';
import { RejudgeResults } from '@/features/admin/components/rejudge-results';
import { progressPercent, rejudgeHeadline, shownResults } from '@/features/admin/lib/rejudge-view';

type Props = {
  rejudgeId: string;
  contest: { startAt: string; format: ContestFormat };
  scoreboardHref: string;
};

/**
 * DOMjudge's rejudging preview: progress while the judge works, then the verdicts that would change,
 * and nothing is stored until the admin applies.
 */
export function RejudgePreview({ rejudgeId, contest, scoreboardHref }: Props) {
  const preview = useRejudgePreview(rejudgeId);
  const apply = useApplyRejudge();
  const cancel = useCancelRejudge();
  const [all, setAll] = useState(false);

  if (preview.isPending) return <Spinner label="Loading the preview" />;
  if (preview.isError)
    return (
      <LoadError
        title="Could not load the rejudge"
        error={preview.error}
        onRetry={() => void preview.refetch()}
      />
    );
  const { rejudge, results } = preview.data;
  const rows = shownResults(results, all);
  const deciding = apply.isPending || cancel.isPending;
  const failed = apply.error ?? cancel.error;
  return (
    <section aria-labelledby="rejudge-headline" className="flex flex-col gap-4" data-testid="rejudge-preview">
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex-1">
          <h2 id="rejudge-headline" className="text-lg font-semibold">
            Rejudge of problem {rejudge.label}
          </h2>
          <p role="status" className="text-sm text-base-content/70" data-testid="rejudge-status">
            {rejudgeHeadline(rejudge)}
          </p>
        </div>
        {rejudge.status === 'ready' && (
          <>
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={deciding}
              onClick={() => {
                apply.mutate(rejudge._id);
              }}
            >
              Apply
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-sm border-base-300"
              disabled={deciding}
              onClick={() => {
                cancel.mutate(rejudge._id);
              }}
            >
              Cancel rejudge
            </button>
          </>
        )}
      </div>
      {rejudge.status === 'judging' && (
        <progress
          className="progress progress-primary w-full"
          value={progressPercent(rejudge)}
          max={100}
          aria-label="Submissions judged again"
        />
      )}
      {failed && (
        <p role="alert" className="text-sm text-error">
          {errorMessage(failed)}
        </p>
      )}
      {rejudge.status === 'applied' && (
        <div
          role="alert"
          className="alert alert-success alert-soft text-base-content"
          data-testid="rejudge-applied"
        >
          <CheckCircle2 className="size-5" aria-hidden="true" />
          <span className="flex-1">
            The new verdicts are stored and the board is re-scored
            {apply.data && apply.data.contestsRerated > 0
              ? `; ${String(apply.data.contestsRerated)} rated ${apply.data.contestsRerated === 1 ? 'contest was' : 'contests were'} re-rated`
              : ''}
            .
          </span>
          <Link to={scoreboardHref} className="btn btn-sm">
            <ListOrdered className="size-4" aria-hidden="true" /> Scoreboard
          </Link>
        </div>
      )}
      {rejudge.status !== 'judging' && rejudge.changed === 0 && !all ? (
        <EmptyState icon={CheckCircle2} title="No verdict changes">
          Every one of the {rejudge.total} submissions was judged as before.
        </EmptyState>
      ) : (
        rows.length > 0 && (
          <RejudgeResults
            results={rows}
            startAt={contest.startAt}
            format={contest.format}
            showBoard={rejudge.status === 'ready'}
          />
        )
      )}
      <label className="flex cursor-pointer items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="toggle toggle-sm"
          checked={all}
          onChange={(event) => {
            setAll(event.target.checked);
          }}
        />
        Show the unchanged verdicts too ({results.length - results.filter((r) => r.changed).length})
      </label>
    </section>
  );
}
