import type { IntegrityFragment } from '@codecourt/contracts';

type Side = 'left' | 'right';

/** The rows of one program that a shared fragment covers. */
function sharedRows(fragments: IntegrityFragment[], side: Side): Set<number> {
  const rows = new Set<number>();
  for (const f of fragments) for (let r = f[side].startRow; r <= f[side].endRow; r++) rows.add(r);
  return rows;
}

function Program({ code, rows, label }: { code: string; rows: Set<number>; label: string }) {
  return (
    <figure className="min-w-0 flex-1">
      <figcaption className="mb-1 text-sm font-medium">{label}</figcaption>
      <pre
        className="overflow-x-auto rounded-box border border-base-300 bg-base-200 p-2 text-xs leading-5"
        data-testid="integrity-program"
      >
        {code.split('\n').map((line, i) => (
          <div
            // Lines are positional: the index is their identity.
            key={i}
            className={rows.has(i) ? 'bg-warning/30' : undefined}
            data-shared={rows.has(i) ? 'true' : undefined}
          >
            <span className="mr-3 inline-block w-8 select-none text-right text-base-content/50">{i + 1}</span>
            {line || ' '}
          </div>
        ))}
      </pre>
    </figure>
  );
}

/** Two programs next to each other, the lines they share highlighted (the highlighted rows are the evidence). */
export function SideBySide(props: {
  leftCode: string;
  rightCode: string;
  leftLabel: string;
  rightLabel: string;
  fragments: IntegrityFragment[];
}) {
  return (
    <div className="flex flex-col gap-3 lg:flex-row" data-testid="integrity-side-by-side">
      <Program code={props.leftCode} rows={sharedRows(props.fragments, 'left')} label={props.leftLabel} />
      <Program code={props.rightCode} rows={sharedRows(props.fragments, 'right')} label={props.rightLabel} />
    </div>
  );
}
