import type { Stats } from '@codecourt/contracts';

function Card({ label, value, tone = '' }: { label: string; value: string | number; tone?: string }) {
  return (
    <div className="rounded-box border border-base-300 bg-base-100 p-4">
      <p className="text-xs text-base-content/75 uppercase">{label}</p>
      <p className={`mt-1 text-2xl font-bold tabular-nums ${tone}`}>{value}</p>
    </div>
  );
}

/** The headline figures: solved by difficulty, acceptance, rank and both streaks. */
export function StatCards({ stats }: { stats: Stats }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="stat-cards">
      <Card label="Solved" value={stats.totalSolved} />
      <Card label="Easy" value={stats.easySolved} tone="text-success" />
      <Card label="Medium" value={stats.mediumSolved} tone="text-warning" />
      <Card label="Hard" value={stats.hardSolved} tone="text-error" />
      <Card label="Acceptance" value={`${stats.acceptanceRate.toFixed(1)}%`} />
      <Card label="Ranking" value={`#${stats.ranking}`} />
      <Card label="Current streak" value={`${stats.currentStreak} d`} />
      <Card label="Best streak" value={`${stats.maxStreak} d`} />
    </div>
  );
}
