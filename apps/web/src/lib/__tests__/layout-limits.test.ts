import { describe, expect, it } from 'vitest';
import { EDITOR_FONT_SIZE, SPLIT_PERCENT } from '@/config/workspace';
import { clampFontSize, clampSplit, splitFromKey, splitFromPointer } from '@/lib/layout-limits';

describe('splitter', () => {
  it('when dragged past either end, then it stops at 20 and 80 percent', () => {
    expect(clampSplit(5)).toBe(SPLIT_PERCENT.min);
    expect(clampSplit(95)).toBe(SPLIT_PERCENT.max);
    expect(clampSplit(42.5)).toBe(42.5);
    expect(clampSplit(Number.NaN)).toBe(SPLIT_PERCENT.default);
  });

  it('when the pointer is at a position in the container, then the split is that share of its width', () => {
    expect(splitFromPointer(600, 100, 1000)).toBe(50);
    expect(splitFromPointer(100, 100, 1000)).toBe(20);
    expect(splitFromPointer(1_200, 100, 1000)).toBe(80);
    expect(splitFromPointer(300, 100, 0)).toBe(SPLIT_PERCENT.default);
  });

  it('when arrow keys are pressed, then it moves 2 points, 10 with Shift, within the limits', () => {
    expect(splitFromKey(50, 'ArrowLeft', false)).toBe(48);
    expect(splitFromKey(50, 'ArrowRight', true)).toBe(60);
    expect(splitFromKey(79, 'ArrowRight', true)).toBe(80);
    expect(splitFromKey(21, 'ArrowLeft', false)).toBe(20);
  });

  it('when Home, End or Enter is pressed, then it jumps to the minimum, the maximum or the default', () => {
    expect(splitFromKey(50, 'Home', false)).toBe(20);
    expect(splitFromKey(50, 'End', false)).toBe(80);
    expect(splitFromKey(33, 'Enter', false)).toBe(50);
    expect(splitFromKey(50, 'a', false)).toBeUndefined();
  });
});

describe('editor font size', () => {
  it('when a size is asked for, then it is a whole number between 8 and 30', () => {
    expect(clampFontSize(7)).toBe(EDITOR_FONT_SIZE.min);
    expect(clampFontSize(31)).toBe(EDITOR_FONT_SIZE.max);
    expect(clampFontSize(15.6)).toBe(16);
    expect(clampFontSize(Number.NaN)).toBe(EDITOR_FONT_SIZE.default);
  });
});
