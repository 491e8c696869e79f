// The contest channel's payloads (issue #22 item 7): a re-scored cell travels with its notification, so a
// board applies it without a query; a payload whose cell is malformed still names the participation, whose
// cells the board then reads.
import { describe, expect, it } from 'vitest';
import { decodeChange, encodeChange } from '../contest-changes.js';
import { EMPTY_CELL } from '../scoring.js';

const ids = { contestId: 'c1', participationId: 'p1' };
const solved = { ...EMPTY_CELL, solved: true, attempts: 2, minutes: 31, penalty: 51, solvedAtMs: 1_860_000 };

describe('contest change payloads', () => {
  it('when a cells change carries its cell, then it decodes with the cell for both audiences', () => {
    const change = { kind: 'cells' as const, ...ids, cell: { label: 'A', jury: solved, public: EMPTY_CELL } };
    expect(decodeChange(encodeChange(change))).toEqual(change);
  });

  it('when a cells change carries no cell or a malformed one, then it decodes without a cell', () => {
    expect(decodeChange(encodeChange({ kind: 'cells', ...ids }))).toEqual({ kind: 'cells', ...ids });
    for (const cell of [{ label: 'A', jury: solved }, { label: 1, jury: solved, public: solved }, 'A'])
      expect(decodeChange(JSON.stringify({ kind: 'cells', ...ids, cell }))).toEqual({
        kind: 'cells',
        ...ids,
      });
  });

  it('when a payload is not a contest change, then it decodes to nothing', () => {
    for (const payload of [
      '',
      'null',
      '{"kind":"cells","contestId":"c1"}',
      '{"kind":"other","contestId":"c1"}',
    ])
      expect(decodeChange(payload)).toBeUndefined();
  });
});
