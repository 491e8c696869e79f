import { ArrowRight } from 'lucide-react';
import type { ContestFormat, RejudgeResult } from '@codecourt/contracts';
import { personName } from '@/lib/person-name';
import { cellText, contestClock, verdictBadge } from '@/features/admin/lib/rejudge-view';

// Tints under the page's own text colour, as the scoreboard's cells: coloured text fails contrast in a theme.
const TONE_CLASS = {
  success: 'bg-success/25',
  warning: 'bg-warning/25',
  error: 'bg-error/20',
  neutral: 'bg-base-200',
} as const;

function VerdictBadge({ verdict }: { verdict: string | null }) {
  const { text, tone } = verdictBadge(verdict);
  return (
    <span className={`badge border-transparent whitespace-nowrap text-base-content ${TONE_CLASS[tone]}`}>
      {text}
    </span>
  );
}

const timeFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

type Props = {
  results: RejudgeResult[];
  startAt: string;
  format: ContestFormat;
  /** The board change is a forecast: only a rejudge waiting for a decision has one. */
  showBoard: boolean;
};

/**
 * The preview's rows: who, when (contest time, the moment on hover), the verdict before → after, and the
 * participant's board cell before → after when applying changes it.
 */
export function RejudgeResults({ results, startAt, format, showBoard }: Props) {
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table table-sm" data-testid="rejudge-results">
        <thead className="text-base-content/80">
          <tr>
            <th scope="col">Participant</th>
            <th scope="col">Submitted</th>
            <th scope="col">Verdict before → after</th>
            {showBoard && <th scope="col">Board cell before → after</th>}
          </tr>
        </thead>
        <tbody>
          {results.map((r) => (
            <tr key={r.submissionId} data-changed={r.changed}>
              <td className="font-medium">{personName(r.user)}</td>
              <td>
                <time dateTime={r.submittedAt} title={timeFormat.format(new Date(r.submittedAt))}>
                  {contestClock(r.submittedAt, startAt)}
                </time>
              </td>
              <td>
                <span className="flex flex-wrap items-center gap-2">
                  <VerdictBadge verdict={r.before} />
                  <ArrowRight className="size-4 shrink-0" aria-label="becomes" />
                  <VerdictBadge verdict={r.after} />
                </span>
              </td>
              {showBoard && (
                <td className="text-sm" data-testid="rejudge-board">
                  {r.board ? (
                    <span className="flex flex-wrap items-center gap-1">
                      <span>{cellText(r.board.before, format)}</span>
                      <ArrowRight className="size-4 shrink-0" aria-label="becomes" />
                      <span className="font-medium">{cellText(r.board.after, format)}</span>
                    </span>
                  ) : (
                    <span className="text-base-content/70">unchanged</span>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
