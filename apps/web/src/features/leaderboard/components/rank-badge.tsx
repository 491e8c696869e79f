import { Medal } from 'lucide-react';

// Gold, silver and bronze for the top three; everyone else shows the bare number.
const PODIUM: Record<number, { label: string; tone: string }> = {
  1: { label: 'First place', tone: 'text-yellow-500' },
  2: { label: 'Second place', tone: 'text-slate-400' },
  3: { label: 'Third place', tone: 'text-amber-700' },
};

export function RankBadge({ ranking }: { ranking: number }) {
  const podium = PODIUM[ranking];
  if (!podium) return <span className="font-mono tabular-nums">{ranking}</span>;
  return (
    <span className="inline-flex items-center gap-1 font-semibold" data-testid="rank-badge">
      <Medal className={`size-5 ${podium.tone}`} aria-label={podium.label} />
      <span className="font-mono tabular-nums">{ranking}</span>
    </span>
  );
}
