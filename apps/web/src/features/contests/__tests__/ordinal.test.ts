import { describe, expect, it } from 'vitest';
import { ordinal } from '@/features/contests/lib/ordinal';

describe('a rank as words', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [112, '112th'],
  ])('when the rank is %i, then it reads %s', (rank, words) => {
    expect(ordinal(rank)).toBe(words);
  });
});
