import { describe, expect, it } from 'vitest';
import { constraintParts } from '@/features/problem-statement/lib/constraint-text';

describe('constraint text', () => {
  it('when a constraint has comparisons and powers, then they read as symbols and superscripts', () => {
    expect(constraintParts('-10^9 <= nums[i] <= 10^9')).toEqual([
      { kind: 'text', text: '-' },
      { kind: 'power', base: '10', exponent: '9' },
      { kind: 'text', text: ' ≤ nums[i] ≤ ' },
      { kind: 'power', base: '10', exponent: '9' },
    ]);
  });

  it('when a constraint has neither, then it is one text part', () => {
    expect(constraintParts("grid[i][j] is '0' or '1'")).toEqual([
      { kind: 'text', text: "grid[i][j] is '0' or '1'" },
    ]);
  });

  it('when a constraint says "not equal" or "at least", then the symbols are used', () => {
    expect(constraintParts('a != b, n >= 1')).toEqual([{ kind: 'text', text: 'a ≠ b, n ≥ 1' }]);
  });
});
