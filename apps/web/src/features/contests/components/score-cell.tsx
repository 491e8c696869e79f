import type { ContestFormat, ScoreboardCell } from '@codecourt/contracts';

/** How one cell reads to a screen reader and in its tooltip. */
export function cellDescription(cell: ScoreboardCell, format: ContestFormat): string {
  const tries = `${String(cell.attempts)} ${cell.attempts === 1 ? 'try' : 'tries'}`;
  if (cell.pending > 0) return `${cell.label}: ${tries}, ${String(cell.pending)} pending`;
  if (cell.solved)
    return `${cell.label}: solved at minute ${String(cell.minutes ?? 0)} in ${tries}${cell.first ? ', first to solve' : ''}`;
  if (format === 'ioi' && cell.attempts > 0) return `${cell.label}: ${String(cell.score)} points in ${tries}`;
  return cell.attempts > 0 ? `${cell.label}: not solved, ${tries}` : `${cell.label}: not tried`;
}

function tone(cell: ScoreboardCell): string {
  if (cell.pending > 0) return 'bg-warning/25';
  // Tints under the page's own text colour keep the contrast in both themes; the first solve is a deeper tint.
  if (cell.solved) return cell.first ? 'bg-success/45' : 'bg-success/20';
  if (cell.attempts > 0) return 'bg-error/15';
  return '';
}

type Props = {
  cell: ScoreboardCell;
  format: ContestFormat;
  /** The cell a reveal shows next (issue #36), ringed and told to screen readers. */
  next?: boolean;
  /** Projector-sized, for the reveal's presenter. */
  large?: boolean;
};

/** One participant × problem: minutes and tries when solved, tries when failed, "?" while hidden. */
export function ScoreCellView({ cell, format, next = false, large = false }: Props) {
  const label = `${cellDescription(cell, format)}${next ? ', revealed next' : ''}`;
  const state =
    cell.pending > 0 ? 'pending' : cell.solved ? 'solved' : cell.attempts > 0 ? 'failed' : 'empty';
  return (
    <td
      className="p-1 text-center"
      data-testid="score-cell"
      data-label={cell.label}
      data-state={state}
      data-next={next ? 'true' : undefined}
    >
      <span
        className={`flex flex-col items-center justify-center rounded-field px-1 tabular-nums ${large ? 'min-h-16 min-w-20 text-xl' : 'min-h-10 min-w-12 text-xs'} ${next ? 'ring-4 ring-info ring-offset-2 ring-offset-base-100' : ''} ${tone(cell)}`}
        title={label}
      >
        <span className="sr-only">{label}</span>
        {state === 'empty' ? (
          <span aria-hidden="true" className="text-base-content/30">
            ·
          </span>
        ) : (
          <>
            <span aria-hidden="true" className="font-semibold">
              {state === 'pending'
                ? '?'
                : format === 'ioi'
                  ? String(cell.score)
                  : state === 'solved'
                    ? `${cell.first ? '★ ' : ''}${String(cell.minutes ?? 0)}`
                    : `−${String(cell.attempts)}`}
            </span>
            <span aria-hidden="true" className={large ? 'text-base' : 'text-[0.7rem]'}>
              {state === 'pending'
                ? `${String(cell.attempts)} ${cell.attempts === 1 ? 'try' : 'tries'}`
                : state === 'solved' && format !== 'ioi'
                  ? `${String(cell.attempts)} ${cell.attempts === 1 ? 'try' : 'tries'}`
                  : ''}
            </span>
          </>
        )}
      </span>
    </td>
  );
}
