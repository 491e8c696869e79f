/** "3 / 7 solved" with a bar; nothing for visitors (no progress known). */
export function PlanProgress({ solved, total }: { solved: number | null; total: number }) {
  if (solved === null) return null;
  return (
    <div className="flex items-center gap-2 text-sm">
      <progress className="progress progress-primary w-32" value={solved} max={Math.max(total, 1)} />
      <span data-testid="plan-progress">
        {solved} / {total} solved
      </span>
    </div>
  );
}
