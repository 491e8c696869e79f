import { useState } from 'react';
import { useContestReports, useReport, useStartReport } from '@/features/integrity/api/integrity';
import { PairReview } from '@/features/integrity/components/pair-review';
import { reportSummary, SKIPPED_PROGRAMS_NOTE } from '@/features/integrity/lib/report-summary';

const percent = (n: number) => `${Math.round(n * 100)}%`;

/**
 * A contest's latest similarity report: the pairs, most similar first, each opened side by side. Nothing is
 * decided here automatically: every pair waits for the admin.
 */
export function IntegrityReport({ contestId }: { contestId: string }) {
  const reports = useContestReports(contestId);
  const latest = reports.data?.reports[0];
  const report = useReport(latest?.status === 'done' ? latest._id : undefined);
  const start = useStartReport(contestId);
  const [open, setOpen] = useState<string | undefined>();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={start.isPending}
          onClick={() => {
            start.mutate();
          }}
        >
          Run a new report
        </button>
        {start.isError && <span className="text-error">{start.error.message}</span>}
        {latest && (
          <span className="text-sm text-base-content/70" data-testid="integrity-report-status">
            {latest.status === 'running' ? 'Comparing the submissions…' : reportSummary(latest)}
          </span>
        )}
      </div>
      <p className="text-sm text-base-content/70" data-testid="integrity-threshold">
        {SKIPPED_PROGRAMS_NOTE}
      </p>
      {reports.isSuccess && !latest && <p>No report yet: one is made a minute after the contest ends.</p>}
      {report.data && report.data.pairs.length === 0 && <p>No suspiciously similar pair.</p>}
      {report.data && report.data.pairs.length > 0 && (
        <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
          <table className="table table-sm" data-testid="integrity-pairs">
            <thead>
              <tr>
                <th>Similarity</th>
                <th>Problem</th>
                <th>Language</th>
                <th>Left</th>
                <th>Right</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {report.data.pairs.map((pair) => (
                <tr key={pair._id} className={pair.dismissedAt ? 'opacity-60' : undefined}>
                  <td className="font-semibold">{percent(pair.similarity)}</td>
                  <td>{pair.problemTitle}</td>
                  <td>{pair.language}</td>
                  <td>{pair.left.user?.firstName ?? 'Reference'}</td>
                  <td>{pair.right.referenceSolution ? 'Reference solution' : pair.right.user?.firstName}</td>
                  <td className="flex gap-2">
                    {pair.dismissedAt && <span className="badge badge-ghost">Dismissed</span>}
                    <button
                      type="button"
                      className="btn btn-ghost btn-xs"
                      onClick={() => {
                        setOpen(pair._id);
                      }}
                    >
                      Compare
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {open && <PairReview key={open} contestId={contestId} pairId={open} />}
    </div>
  );
}
