const ROWS = 8;

/** Same frame as the table so nothing jumps when the rows arrive. */
export function ProblemsTableSkeleton() {
  return (
    <div
      className="rounded-box border border-base-300 bg-base-100"
      role="status"
      aria-label="Loading problems"
      data-testid="problems-loading"
    >
      {Array.from({ length: ROWS }, (_, row) => (
        <div
          key={row}
          className="flex items-center gap-4 border-b border-base-300 px-4 py-3.5 last:border-b-0"
        >
          <span className="skeleton size-5 shrink-0 rounded-full" />
          <span className="skeleton h-4 flex-1" style={{ maxWidth: `${String(40 + ((row * 17) % 35))}%` }} />
          <span className="skeleton ml-auto h-5 w-16 rounded-full" />
          <span className="skeleton hidden h-5 w-24 rounded-full md:block" />
        </div>
      ))}
    </div>
  );
}
