import { describe, expect, it } from 'vitest';
import { peerHalfAt } from '@codecourt/contracts';
import { pickProblems } from '../pick-problems.js';

/** Always the first left in the pool, or the last. */
const first = () => 0;
const last = (n: number) => n - 1;

describe('the two problems of a peer room', () => {
  it('when enough are unsolved by both, then both come from those, whichever the draw', () => {
    const solved = new Set(['a', 'b']);
    expect(pickProblems(['a', 'b', 'c', 'd'], solved, first)).toEqual(['c', 'd']);
    expect(pickProblems(['a', 'b', 'c', 'd'], solved, last)).toEqual(['d', 'c']);
  });

  it('when only one is unsolved, then it is taken and the second is drawn from the rest', () => {
    expect(pickProblems(['a', 'b', 'c'], new Set(['a', 'b']), last)).toEqual(['c', 'b']);
  });

  it('when every draw is equally likely, then each unsolved problem is picked about as often', () => {
    const counts = new Map<string, number>();
    const ids = ['a', 'b', 'c', 'd'];
    // Every sequence of draws once: the first from 4, the second from the 3 left.
    for (let i = 0; i < 4; i++)
      for (let j = 0; j < 3; j++) {
        const draws = [i, j];
        const picked = pickProblems(ids, new Set(), () => draws.shift() ?? 0) ?? [];
        for (const id of picked) counts.set(id, (counts.get(id) ?? 0) + 1);
      }
    expect([...counts.values()]).toEqual([6, 6, 6, 6]);
  });

  it('when fewer than two problems exist, then there is no pick', () => {
    expect(pickProblems(['a'], new Set(), first)).toBeUndefined();
  });
});

describe('the half a peer room is in', () => {
  const start = new Date('2030-01-01T10:00:00Z');
  const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

  it('when the clock runs, then the half turns at exactly half the duration and ends at the whole', () => {
    expect(peerHalfAt(null, 60, at(0))).toBe('notStarted');
    expect(peerHalfAt(start, 60, at(0))).toBe('first');
    expect(peerHalfAt(start, 60, new Date(at(30).getTime() - 1))).toBe('first');
    expect(peerHalfAt(start, 60, at(30))).toBe('second');
    expect(peerHalfAt(start, 60, new Date(at(60).getTime() - 1))).toBe('second');
    expect(peerHalfAt(start, 60, at(60))).toBe('over');
  });
});
