import { describe, expect, it } from 'vitest';
import { createTrimmedLinesChecker, sameTrimmedLines } from '../trimmed-lines-checker.js';

describe("Judge0's trimmed-lines rule", () => {
  it.each([
    ['42\n', '42', true],
    ['1 2  \n3\t\n\n\n', '1 2\n3', true],
    ['a\r\nb\r\n', 'a\nb', true],
    ['42\0\0', '42', true],
  ])(
    'when the output %j differs from %j only in trailing whitespace, then it is the same',
    (output, expected, same) => {
      expect(sameTrimmedLines(expected, Buffer.from(output))).toBe(same);
    },
  );

  it.each([
    ['1  2', '1 2'],
    [' 42', '42'],
    ['1\n\n2', '1\n2'],
    ['Yes', 'yes'],
  ])(
    'when the output %j differs from %j inside a line or in its lines, then it is different',
    (output, expected) => {
      expect(sameTrimmedLines(expected, Buffer.from(output))).toBe(false);
    },
  );

  it('when the output holds invalid UTF-8, then it is compared as the bytes it is', () => {
    expect(sameTrimmedLines('\ufffd', Buffer.from([0xff]))).toBe(false);
    expect(sameTrimmedLines(Buffer.from([0xff, 0x0a]), Buffer.from([0xff]))).toBe(true);
  });

  it('when checked, then a match is Accepted and a mismatch Wrong Answer', async () => {
    const checker = createTrimmedLinesChecker();

    const ok = await checker.check({ input: '', expected: '42\n', output: Buffer.from('42 \n'), index: 0 });
    const wrong = await checker.check({ input: '', expected: '42\n', output: Buffer.from('43\n'), index: 0 });

    expect(ok.verdict).toBe('Accepted');
    expect(wrong.verdict).toBe('Wrong Answer');
  });
});
