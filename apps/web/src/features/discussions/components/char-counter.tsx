const count = new Intl.NumberFormat('en-US');

/** "42 / 150", red once past the limit. */
export function CharCounter({ length, max, id }: { length: number; max: number; id?: string }) {
  return (
    <span
      id={id}
      className={`font-mono text-xs tabular-nums ${length > max ? 'font-semibold text-error' : 'text-base-content/70'}`}
      aria-live="polite"
    >
      {count.format(length)} / {count.format(max)}
    </span>
  );
}
