const WIDTHS = [38, 62, 54, 71, 45, 28, 66, 50, 34];

export function EditorSkeleton() {
  return (
    <div className="flex h-full w-full flex-col gap-3 p-5" role="status" aria-label="Loading editor">
      {WIDTHS.map((width, line) => (
        <span key={line} className="skeleton h-3.5" style={{ width: `${String(width)}%` }} />
      ))}
    </div>
  );
}
