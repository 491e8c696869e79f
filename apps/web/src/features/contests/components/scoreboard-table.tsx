import { useRef, type ReactNode } from 'react';
import type { ContestFormat, RevealState, ScoreboardRow } from '@codecourt/contracts';
import { useFlip } from '@/features/contests/hooks/use-flip';
import { ParticipantCell } from '@/features/contests/components/participant-cell';
import { ScoreCellView } from '@/features/contests/components/score-cell';
import { MEDAL_ROW_TINTS } from '@/features/contests/lib/medals';
import { rowId } from '@/features/contests/lib/row-identity';

type Props = {
  format: ContestFormat;
  labels: readonly string[];
  rows: readonly ScoreboardRow[];
  /** The viewer's own row (its rowId: the team's id in a team contest), drawn out as theirs. */
  ownId: string | undefined;
  /** The row (its rowId) a reveal has just resolved, drawn out for a moment. */
  highlightId?: string;
  /** The viewer's own row, pinned above the page when it is not on it. */
  pinned?: ScoreboardRow | undefined;
  /** The cell a reveal shows next (issue #36): its row and cell are drawn out. */
  next?: RevealState['next'] | undefined;
  /** Rows glide to their new places when the board changes (FLIP). */
  animate?: boolean;
  /** Projector-sized type for the reveal's presenter. */
  large?: boolean;
  /** The organiser's menu of a row (admins only), in its participant cell. */
  actions?: ((row: ScoreboardRow) => ReactNode) | undefined;
};

/** A resolved row's flash outranks the viewer's own row, which outranks a medal's subtle tint. */
function tint(row: ScoreboardRow, own: boolean, lit: boolean, next: boolean): string {
  if (lit) return 'bg-warning/30';
  if (next) return 'bg-info/15 outline-2 -outline-offset-2 outline-info';
  if (own) return 'bg-primary/10 font-medium';
  return row.medal ? MEDAL_ROW_TINTS[row.medal] : '';
}

export function ScoreboardTable(props: Props) {
  const { format, labels, rows, ownId, highlightId, pinned, next, animate = false, large = false } = props;
  const { actions } = props;
  const body = useRef<HTMLTableSectionElement>(null);
  useFlip(body, animate, rows);
  const points = format !== 'icpc';
  const showPinned = pinned !== undefined && !rows.some((row) => rowId(row) === rowId(pinned));
  const line = (row: ScoreboardRow, testId: string) => {
    const id = rowId(row);
    const own = id === ownId;
    const lit = id === highlightId;
    const nextLabel = next?.rowId === id && testId === 'scoreboard-row' ? next.label : undefined;
    const nextHere = nextLabel !== undefined;
    return (
      <tr
        // The API leaves the runner's live row off their own run's board; the key still tells a run from a
        // live row, so a board that ever held both would draw them apart rather than merge them.
        key={'virtual' in row && row.virtual === true ? `${id}:virtual` : id}
        data-testid={testId}
        data-user={row.user?._id}
        data-team={row.team?._id}
        aria-current={own ? 'true' : undefined}
        data-medal={row.medal}
        data-flip={testId === 'scoreboard-row' ? id : undefined}
        data-next={nextHere ? 'true' : undefined}
        className={`transition-colors duration-500 ${tint(row, own, lit, nextHere)}`}
      >
        <td className="text-right tabular-nums">{row.rank}</td>
        <ParticipantCell row={row} own={own} actions={actions?.(row)} />
        <td className="text-right font-semibold tabular-nums">{points ? row.score : row.solved}</td>
        {format !== 'ioi' && <td className="text-right tabular-nums">{row.penalty}</td>}
        {row.problems.map((cell) => (
          <ScoreCellView
            key={cell.label}
            cell={cell}
            format={format}
            next={cell.label === nextLabel}
            large={large}
          />
        ))}
      </tr>
    );
  };
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table
        className={large ? 'table text-xl lg:text-2xl' : 'table table-sm'}
        data-testid="scoreboard-table"
      >
        <caption className="sr-only">Scoreboard</caption>
        <thead className={large ? 'text-lg text-base-content/80' : 'text-base-content/80'}>
          <tr>
            <th scope="col" className="w-12 text-right">
              Rank
            </th>
            <th scope="col">Participant</th>
            <th scope="col" className="text-right">
              {points ? 'Score' : 'Solved'}
            </th>
            {format !== 'ioi' && (
              <th scope="col" className="text-right">
                {format === 'icpc' ? 'Penalty' : 'Finish'}
              </th>
            )}
            {labels.map((label) => (
              <th key={label} scope="col" className="text-center">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        {showPinned && (
          <tbody className="border-b-2 border-primary/40" aria-label="Your row">
            {line(pinned, 'scoreboard-me')}
          </tbody>
        )}
        <tbody ref={body}>{rows.map((row) => line(row, 'scoreboard-row'))}</tbody>
      </table>
    </div>
  );
}
