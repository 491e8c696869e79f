// One audience's board kept in order between changes (issue #22 item 7): a change re-scores only the rows
// it names and moves each to its new place by binary search. Ranks are read lazily (one more than the rows
// strictly better, by binary search), so a solve that lifts everyone below it by one rank rewrites none of
// them: the work per change is O(changed rows + log n), not O(participants). The whole board is built by
// buildBoardRows when loaded, and again only on a removal or when a first solve is taken back.
import type { ContestFormat } from '@codecourt/contracts';
import { compareTotals } from '../contest-scores/scoring.js';
import type { RowTotals } from '../contest-scores/scoring.js';
import { buildBoardRows, byName, firstSolves, membersOf, toBoardRow, totalled } from './board-rows.js';
import type { BoardParticipant, BoardRow } from './board-rows.js';

type Entry = ReturnType<typeof totalled> & { row: BoardRow };

export type OrderedBoard = {
  /** Rows in rank order. */
  readonly size: number;
  slice: (start: number, end: number) => BoardRow[];
  rowOfUser: (userId: string) => BoardRow | undefined;
  /**
   * The rows that may hold an award, in board order: those within the first `places` ranks (ties included)
   * and every first solver. The awards read these few rows, not the whole board, on each board version.
   */
  awardRows: (places: number) => BoardRow[];
  /** The participation of the lowest-placed row `matches` accepts, scanning up from the bottom. */
  lowest: (matches: (participationId: string) => boolean) => string | undefined;
  /**
   * Applies these participants' new cells (undefined: no longer taking part). Answers the rows whose content
   * changed (rank included), or undefined when the whole board moved (a removal, a first solve taken back)
   * or more than `limit` rows changed: then nobody is told row by row, and the rows are not even listed.
   */
  update: (
    changes: ReadonlyMap<string, BoardParticipant | undefined>,
    limit?: number,
  ) => BoardRow[] | undefined;
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

  const index = (entry: Entry) => {
    byParticipation.set(entry.p.participationId, entry);
    for (const member of membersOf(entry.p)) byUser.set(member, entry);
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

  /** The first index whose totals are not better than `totals` (`past`: the first that is worse). */
  const boundOf = (totals: RowTotals, past: boolean) => {
    let lo = 0;
    let hi = order.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const c = compareTotals((order[mid] as Entry).totals, totals, format);
      if (c < 0 || (past && c === 0)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };

  /** Equal rows share a rank: one more than the rows strictly better (found by binary search, O(log n)). */
  const rankOf = (entry: Entry) => boundOf(entry.totals, false) + 1;

  /** The row with its rank as of now: ranks are kept lazily, so a solve never rewrites the rows below. */
  const ranked = (entry: Entry) => {
    const rank = rankOf(entry);
    if (entry.row.rank !== rank) entry.row = { ...entry.row, rank };
    return entry.row;
  };

  const rerow = (entry: Entry) => {
    entry.row = toBoardRow(entry, labels, entry.row.rank, first);
  };

  /**
   * The rows whose rank a move from `from` to `to` totals changes (a newcomer: from undefined), the
   * mover perhaps among them: those between the two in order. At most `limit`; undefined when more.
   */
  const rerankedBy = (from: RowTotals | undefined, to: RowTotals, limit: number): Entry[] | undefined => {
    const better = from === undefined || compareTotals(to, from, format) < 0;
    const [a, b] = better ? [to, from] : [from, to];
    const lo = boundOf(a, true);
    const hi = b === undefined ? order.length : boundOf(b, true);
    if (hi - lo > limit + 1) return undefined;
    return order.slice(lo, Math.max(lo, hi));
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
    slice: (start, end) => order.slice(start, end).map(ranked),
    rowOfUser: (userId) => {
      const entry = byUser.get(userId);
      return entry && ranked(entry);
    },
    awardRows: (places) => {
      const picked = new Set<Entry>();
      for (const entry of order) {
        if (rankOf(entry) > places) break;
        picked.add(entry);
      }
      for (const holders of firstHolders.values())
        for (const id of holders) {
          const entry = byParticipation.get(id);
          if (entry) picked.add(entry);
        }
      return [...picked].sort(compare).map(ranked);
    },
    lowest: (matches) => {
      for (let i = order.length - 1; i >= 0; i--) {
        const id = (order[i] as Entry).p.participationId;
        if (matches(id)) return id;
      }
      return undefined;
    },
    update: (changes, limit = Number.POSITIVE_INFINITY) => {
      /** Each row whose cells or first marks this update may change, as it was before bar its rank. */
      const touched = new Map<string, string>();
      /** The rank before this update of each row it may change (read before each move). */
      const rankBefore = new Map<string, number>();
      let tooMany = false;
      const unranked = (entry: Entry) => JSON.stringify({ ...entry.row, rank: 0 });
      const noteRank = (entry: Entry) => {
        if (!rankBefore.has(entry.p.participationId)) rankBefore.set(entry.p.participationId, rankOf(entry));
      };
      const touch = (entry: Entry) => {
        const id = entry.p.participationId;
        if (!touched.has(id)) touched.set(id, unranked(entry));
        noteRank(entry);
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
        if (old) touch(old);
        else touched.set(id, '');
        const scored = totalled(p, labels, format);
        if (!tooMany) {
          const others = rerankedBy(old?.totals, scored.totals, limit);
          if (others) for (const other of others) noteRank(other);
          else tooMany = true;
        }
        if (old) order.splice(lowerBound(old), 1);
        const entry: Entry = { ...scored, row: toBoardRow(scored, labels, old?.row.rank ?? 0, first) };
        order.splice(lowerBound(entry), 0, entry);
        index(entry);
      }
      // A first mark that moved is drawn again, whether or not the rows are listed.
      for (const id of touched.keys()) {
        const entry = byParticipation.get(id);
        if (entry && !changes.has(id)) rerow(entry);
      }
      if (tooMany) return undefined;
      const rows: BoardRow[] = [];
      for (const id of new Set([...rankBefore.keys(), ...touched.keys()])) {
        const entry = byParticipation.get(id);
        if (!entry) continue;
        const before = touched.get(id);
        // Only rows that end up different are answered.
        if (ranked(entry).rank !== rankBefore.get(id) || (before !== undefined && unranked(entry) !== before))
          rows.push(entry.row);
      }
      return rows.length > limit ? undefined : rows;
    },
  };
}
