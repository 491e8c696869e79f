import type { PublicProfile } from '@codecourt/contracts';

const CARDS = [
  { key: 'total', label: 'Solved', tone: '' },
  { key: 'easy', label: 'Easy', tone: 'text-success' },
  { key: 'medium', label: 'Medium', tone: 'text-warning' },
  { key: 'hard', label: 'Hard', tone: 'text-error' },
] as const;

/** Problems solved, in all and by difficulty. */
export function SolvedCounts({ solved }: { solved: PublicProfile['solved'] }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="solved-counts">
      {CARDS.map(({ key, label, tone }) => (
        <div key={key} className="rounded-box border border-base-300 bg-base-100 p-4">
          <p className="text-xs text-base-content/75 uppercase">{label}</p>
          <p className={`mt-1 text-2xl font-bold tabular-nums ${tone}`}>{solved[key]}</p>
        </div>
      ))}
    </div>
  );
}
