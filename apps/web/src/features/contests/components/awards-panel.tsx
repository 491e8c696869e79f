import { useId, type ReactNode } from 'react';
import { Trophy } from 'lucide-react';
import type { BoardAward, ScoreboardRow } from '@codecourt/contracts';
import { MedalMark } from '@/features/contests/components/medal-mark';
import { awardsView, holdersText } from '@/features/contests/lib/awards';

type Props = { awards: readonly BoardAward[]; rows: readonly ScoreboardRow[] };

/**
 * The board's awards in a few lines above it (issue #36): the winner and each medal's holders once the board
 * is final, and the first to solve each problem as it happens. Short, so the board stays in view on a laptop.
 */
export function AwardsPanel({ awards, rows }: Props) {
  const headingId = useId();
  const view = awardsView(awards, rows);
  const line = (key: string, term: ReactNode, text: ReactNode) => (
    <div key={key} className="flex min-w-0 flex-wrap items-baseline gap-x-2" data-testid="award">
      <dt className="shrink-0 text-base-content/75">{term}</dt>
      <dd className="min-w-0 font-medium">{text}</dd>
    </div>
  );
  const final = view.winner !== undefined || view.medals.length > 0 || view.others.length > 0;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-box border border-base-300 bg-base-100 px-4 py-3 text-sm"
      data-testid="awards-panel"
    >
      <h2 id={headingId} className="mb-2 flex items-center gap-2 font-semibold">
        <Trophy className="size-4 text-accent" aria-hidden="true" /> Awards
      </h2>
      <div className={`grid gap-x-8 gap-y-1 ${final && view.firsts.length > 0 ? 'lg:grid-cols-2' : ''}`}>
        {final && (
          <dl className="flex flex-col gap-1">
            {view.winner && line('winner', 'Winner', holdersText(view.winner))}
            {view.medals.map(({ medal, holders }) =>
              line(medal, <MedalMark medal={medal} />, holdersText(holders)),
            )}
            {view.others.map(({ citation, holders }) => line(citation, citation, holdersText(holders)))}
          </dl>
        )}
        {view.firsts.length > 0 && (
          <dl className="flex flex-col gap-1">
            {line(
              'firsts',
              'First to solve',
              <ul className="flex flex-wrap gap-x-3 gap-y-0.5" aria-label="First to solve each problem">
                {view.firsts.map(({ label, holders }) => (
                  <li key={label} data-testid="first-solve">
                    <span className="mr-1 font-mono text-xs text-base-content/75">{label}</span>
                    {holdersText(holders)}
                  </li>
                ))}
              </ul>,
            )}
          </dl>
        )}
      </div>
    </section>
  );
}
