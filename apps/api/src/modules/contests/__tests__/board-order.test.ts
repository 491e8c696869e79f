import { describe, expect, it } from 'vitest';
import type { ContestFormat, ContestMedals, Verdict } from '@codecourt/contracts';
import { awardPlaces, boardAwards } from '../board-awards.js';
import { createOrderedBoard } from '../board-order.js';
import { buildBoardRows } from '../board-rows.js';
import type { BoardParticipant, BoardRow } from '../board-rows.js';
import { scoreCell } from '../../contest-scores/scoring.js';
import type { CellRules, ScoredCell, Try } from '../../contest-scores/scoring.js';

const START = new Date('2030-01-01T10:00:00Z');
const LABELS = ['A', 'B', 'C'];

/** A small deterministic generator, so a failure replays the same way. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function cellFrom(next: () => number, format: ContestFormat): ScoredCell {
  const rules: CellRules = {
    format,
    startAt: START,
    points: format === 'icpc' ? 1 : 100,
    penaltyMinutes: 20,
  };
  const tries: Try[] = Array.from({ length: 1 + Math.floor(next() * 3) }, () => {
    const verdict: Verdict = next() < 0.4 ? 'Accepted' : 'Wrong Answer';
    return {
      createdAt: new Date(START.getTime() + Math.floor(next() * 30) * 60_000),
      status: 'done',
      verdict,
      percent: verdict === 'Accepted' ? 100 : Math.floor(next() * 4) * 25,
    };
  });
  return scoreCell(tries, rules, null);
}

function participant(n: number, cells: Map<string, ScoredCell>): BoardParticipant {
  // Few distinct names, so ties fall back on the participation id.
  return {
    participationId: `p${String(n).padStart(3, '0')}`,
    user: { _id: `u${String(n)}`, firstName: `User ${String(n % 4)}`, lastName: '' },
    cells,
  };
}

/** Before the end, and after it with medals or without. */
const AWARD_CASES: [boolean, ContestMedals][] = [
  [false, { gold: 2, silver: 2, bronze: 3 }],
  [true, { gold: 2, silver: 2, bronze: 3 }],
  [true, { gold: 0, silver: 0, bronze: 0 }],
];

const byId = (rows: BoardRow[]) => new Map(rows.map((row) => [row.participationId, JSON.stringify(row)]));

describe('createOrderedBoard', () => {
  it.each<[ContestFormat, number, number]>([
    ['icpc', 1, Infinity],
    ['icpc', 2, 6],
    ['leetcode', 3, Infinity],
    ['ioi', 4, 6],
  ])(
    'when %s boards take random changes (seed %i, at most %d rows named), then each update equals a whole build, names exactly the rows that differ, and the rows that may hold an award give the whole board’s awards',
    (format, seed, limit) => {
      const next = random(seed);
      const people = new Map<number, BoardParticipant>();
      for (let n = 0; n < 40; n++) people.set(n, participant(n, new Map()));
      const board = createOrderedBoard([...people.values()], LABELS, format);
      let before = buildBoardRows([...people.values()], LABELS, format);
      let partial = 0;

      for (let step = 0; step < 200; step++) {
        const changes = new Map<string, BoardParticipant | undefined>();
        for (let k = 0; k < 1 + Math.floor(next() * 3); k++) {
          const n = Math.floor(next() * 45);
          const roll = next();
          const old = people.get(n);
          if (old && roll < 0.05) {
            people.delete(n);
            changes.set(old.participationId, undefined);
          } else {
            const cells = new Map(old?.cells ?? []);
            cells.set(LABELS[Math.floor(next() * LABELS.length)] ?? 'A', cellFrom(next, format));
            const p = participant(n, cells);
            people.set(n, p);
            changes.set(p.participationId, p);
          }
        }
        const changed = board.update(changes, limit);
        const after = buildBoardRows([...people.values()], LABELS, format);

        expect(board.slice(0, board.size)).toEqual(after);
        for (const [over, medals] of AWARD_CASES)
          expect(boardAwards(board.awardRows(awardPlaces(over, medals)), LABELS, { over, medals })).toEqual(
            boardAwards(after, LABELS, { over, medals }),
          );
        const old = byId(before);
        const differs = after.filter((row) => old.get(row.participationId) !== JSON.stringify(row));
        // Past the limit the rows are not listed (subscribers fetch the board again).
        if (!changed && differs.length > limit) partial++;
        if (changed) {
          partial++;
          expect(new Set(changed.map((r) => r.participationId))).toEqual(
            new Set(differs.map((r) => r.participationId)),
          );
        }
        for (const p of people.values())
          expect(board.rowOfUser(p.user?._id ?? '')?.participationId).toBe(p.participationId);
        before = after;
      }
      // Most updates are partial: removals and a first solve taken back are the only whole builds.
      expect(partial).toBeGreaterThan(100);
    },
  );
});
