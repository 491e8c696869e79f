// One audience's board kept in order between changes (issue #22 item 7): a change re-scores only the rows
// it names, moves each to its new place by binary search, and re-ranks only the rows between its old and new
// place, so the work per change is O(changed rows) and not O(participants). The whole board is built by
// buildBoardRows once, when loaded, and again only when the first solver of a problem is taken back.
import type { ContestFormat } from '@codecourt/contracts';
import { compareTotals } from '../contest-scores/scoring.js';
import { buildBoardRows, byName, firstSolves, toBoardRow, totalled } from './board-rows.js';
import type { BoardParticipant, BoardRow } from './board-rows.js';

type Entry = ReturnType<typeof totalled> & { row: BoardRow };

export type OrderedBoard = {
  /** Rows in rank order. */
  readonly size: number;
  slice: (start: number, end: number) => BoardRow[];
  rowOfUser: (userId: string) => BoardRow | undefined;
  /**
   * Applies these participants' new cells (undefined: no longer taking part). Answers the rows whose content
   * changed (rank included), or undefined when the whole board moved (a removal, a first solve taken back).
   */
  update: (changes: ReadonlyMap<string, BoardParticipant | undefined>) => BoardRow[] | undefined;
};

export function createOrderedBoard(
  participants: BoardParticipant[],
  labels: string[],
  format: ContestFormat,
): OrderedBoard {
  let order: Entry[] = [];
  const byParticipation = new Map<string, Entry>();
  const byUser = new Map<string, Entry>();
  /** Per label: the earliest solve, and who solved at that instant (their cells are marked first). */
  let first = new Map<string, number>();
  let firstHolders = new Map<string, Set<string>>();

  const compare = (a: Entry, b: Entry) => compareTotals(a.totals, b.totals, format) || byName(a.p, b.p);
  const same = (a: Entry, b: Entry) => compareTotals(a.totals, b.totals, format) === 0;

  const index = (entry: Entry) => {
    byParticipation.set(entry.p.participationId, entry);
    byUser.set(entry.p.user._id, entry);
  };

  const buildAll = (all: BoardParticipant[]) => {
    const rows = buildBoardRows(all, labels, format);
    const of = new Map(all.map((p) => [p.participationId, p]));
    byParticipation.clear();
    byUser.clear();
    order = rows.map((row) => {
      const p = of.get(row.participationId) as BoardParticipant;
      const entry = { ...totalled(p, labels, format), row };
      index(entry);
      return entry;
    });
    first = firstSolves(all, labels);
    firstHolders = new Map(labels.map((label) => [label, new Set<string>()]));
    for (const entry of order)
      entry.cells.forEach((cell, j) => {
        const label = labels[j] ?? '';
        if (cell.solvedAtMs !== null && cell.solvedAtMs === first.get(label))
          firstHolders.get(label)?.add(entry.p.participationId);
      });
  };

  /** Where `entry` is, or would go, in the order (the order is total: ties end on the participation id). */
  const lowerBound = (entry: Entry) => {
    let lo = 0;
    let hi = order.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compare(order[mid] as Entry, entry) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };

  const rerow = (entry: Entry) => {
    entry.row = toBoardRow(entry, labels, entry.row.rank, first);
  };

  /**
   * Ranks again from `lo` on: rows past `hi` kept their place, so once one of them keeps its rank every
   * later one does too.
   */
  const fixRanks = (lo: number, hi: number, rankBefore: Map<string, number>) => {
    for (let k = lo; k < order.length; k++) {
      const entry = order[k] as Entry;
      const previous = order[k - 1];
      const rank = previous && same(previous, entry) ? previous.row.rank : k + 1;
      if (rank !== entry.row.rank) {
        if (!rankBefore.has(entry.p.participationId)) rankBefore.set(entry.p.participationId, entry.row.rank);
        entry.row = { ...entry.row, rank };
      } else if (k > hi) break;
    }
  };

  /** The first marks a change moves; false when a first solve was taken back (the board is built again). */
  const moveFirsts = (
    changes: ReadonlyMap<string, BoardParticipant | undefined>,
    touch: (entry: Entry) => void,
  ) => {
    for (const [id, p] of changes) {
      const old = byParticipation.get(id);
      for (const [j, label] of labels.entries()) {
        const was = old?.cells[j]?.solvedAtMs ?? null;
        const now = p?.cells.get(label)?.solvedAtMs ?? null;
        if (was !== null && was === first.get(label) && now !== was) return false;
        const known = first.get(label);
        if (now === null || (known !== undefined && now > known)) continue;
        const holders = firstHolders.get(label) ?? new Set<string>();
        if (known === undefined || now < known) {
          for (const holder of holders) {
            const entry = byParticipation.get(holder);
            if (entry) touch(entry);
          }
          holders.clear();
          first.set(label, now);
        }
        holders.add(id);
        firstHolders.set(label, holders);
      }
    }
    return true;
  };

  buildAll(participants);

  return {
    get size() {
      return order.length;
    },
    slice: (start, end) => order.slice(start, end).map((entry) => entry.row),
    rowOfUser: (userId) => byUser.get(userId)?.row,
    update: (changes) => {
      /** Each row whose cells or first marks this update may change, as it was before bar its rank. */
      const touched = new Map<string, string>();
      /** The rank before this update of each row whose rank moved or that was touched. */
      const rankBefore = new Map<string, number>();
      const unranked = (entry: Entry) => JSON.stringify({ ...entry.row, rank: 0 });
      const touch = (entry: Entry) => {
        const id = entry.p.participationId;
        if (!touched.has(id)) touched.set(id, unranked(entry));
        if (!rankBefore.has(id)) rankBefore.set(id, entry.row.rank);
      };
      const removed = [...changes.entries()].some(([id, p]) => !p && byParticipation.has(id));
      if (removed || !moveFirsts(changes, touch)) {
        const rest = order.filter((entry) => !changes.has(entry.p.participationId)).map((entry) => entry.p);
        buildAll([...rest, ...[...changes.values()].filter((p) => p !== undefined)]);
        return undefined;
      }
      for (const [id, p] of changes) {
        if (!p) continue;
        const old = byParticipation.get(id);
        let from = order.length;
        if (old) {
          touch(old);
          from = lowerBound(old);
          order.splice(from, 1);
        } else touched.set(id, '');
        const scored = totalled(p, labels, format);
        const entry: Entry = { ...scored, row: toBoardRow(scored, labels, old?.row.rank ?? 0, first) };
        const to = lowerBound(entry);
        order.splice(to, 0, entry);
        index(entry);
        // A newcomer shifts every later row by one place: their ranks are all checked.
        fixRanks(Math.min(from, to), old ? Math.max(from, to) : order.length, rankBefore);
      }
      const rows: BoardRow[] = [];
      for (const id of new Set([...rankBefore.keys(), ...touched.keys()])) {
        const entry = byParticipation.get(id);
        if (!entry) continue;
        const before = touched.get(id);
        // A first mark that moved is drawn again; only rows that end up different are answered.
        if (before !== undefined && !changes.has(id)) rerow(entry);
        if (entry.row.rank !== rankBefore.get(id) || (before !== undefined && unranked(entry) !== before))
          rows.push(entry.row);
      }
      return rows;
    },
  };
}
