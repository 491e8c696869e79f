// The resolver's order (issue #36), as the ICPC resolver reveals a frozen board after the contest: each step
// takes the lowest-placed row that still hides a cell and reveals its leftmost hidden one; the row may climb,
// and the next step again starts from the bottom. Pure: the same frozen and jury cells give the same order on
// every instance, so a step number is all the instances need to agree on what the board shows.
import type { ContestFormat } from '@codecourt/contracts';
import type { ScoredCell } from '../contest-scores/scoring.js';
import { createOrderedBoard } from './board-order.js';
import type { BoardParticipant } from './board-rows.js';

export type RevealCell = { participationId: string; label: string };

/** Each participation's cells by label. */
export type CellsByParticipation = ReadonlyMap<string, ReadonlyMap<string, ScoredCell>>;

/** A cell the frozen board hides: tries it counts as pending that the jury has a result for. */
const hides = (shown: ScoredCell | undefined, truth: ScoredCell | undefined) =>
  shown !== undefined && shown.pending > 0 && truth !== undefined;

export function revealOrder(
  frozen: readonly BoardParticipant[],
  jury: CellsByParticipation,
  labels: string[],
  format: ContestFormat,
): RevealCell[] {
  const current = new Map(frozen.map((p) => [p.participationId, p]));
  /** Per participation, its hidden labels left to right. */
  const hidden = new Map<string, string[]>();
  for (const p of frozen) {
    const truth = jury.get(p.participationId);
    const left = labels.filter((label) => hides(p.cells.get(label), truth?.get(label)));
    if (left.length > 0) hidden.set(p.participationId, left);
  }
  const board = createOrderedBoard([...frozen], labels, format);
  const order: RevealCell[] = [];
  for (;;) {
    const participationId = board.lowest((id) => hidden.has(id));
    if (participationId === undefined) return order;
    const left = hidden.get(participationId) ?? [];
    const label = left.shift() ?? '';
    if (left.length === 0) hidden.delete(participationId);
    const p = current.get(participationId);
    const truth = jury.get(participationId)?.get(label);
    if (p && truth) {
      const moved = { ...p, cells: new Map(p.cells).set(label, truth) };
      current.set(participationId, moved);
      // No rows are listed (limit 0): only the order matters here.
      board.update(new Map([[participationId, moved]]), 0);
    }
    order.push({ participationId, label });
  }
}

/** The frozen participants with the first `step` cells of `order` showing the jury's result. */
export function revealedUpTo(
  frozen: readonly BoardParticipant[],
  jury: CellsByParticipation,
  order: readonly RevealCell[],
  step: number,
): BoardParticipant[] {
  const byId = new Map(frozen.map((p) => [p.participationId, p]));
  const shown = new Map<string, Map<string, ScoredCell>>();
  for (const { participationId, label } of order.slice(0, step)) {
    const truth = jury.get(participationId)?.get(label);
    if (!truth) continue;
    const cells = shown.get(participationId) ?? new Map(byId.get(participationId)?.cells);
    shown.set(participationId, cells.set(label, truth));
  }
  return frozen.map((p) => {
    const cells = shown.get(p.participationId);
    return cells ? { ...p, cells } : p;
  });
}
