// Judge0's output rule: the output must equal the expected output byte for byte once whitespace at the
// end of every line, and at the end of the whole text, is dropped (Ruby's rstrip: space, \t \n \v \f \r, NUL).
import type { OutputChecker } from './types.js';

const TRAILING = /[ \t\n\v\f\r\0]+$/;

function trimmedLines(data: Buffer | string): string {
  // latin1 keeps one character per byte, so invalid UTF-8 compares as the bytes it is.
  const text =
    typeof data === 'string' ? Buffer.from(data, 'utf8').toString('latin1') : data.toString('latin1');
  return text
    .split('\n')
    .map((line) => line.replace(TRAILING, ''))
    .join('\n')
    .replace(TRAILING, '');
}

export function sameTrimmedLines(expected: Buffer | string, output: Buffer | string): boolean {
  return trimmedLines(expected) === trimmedLines(output);
}

export function createTrimmedLinesChecker(): OutputChecker {
  return {
    check: ({ expected, output }) =>
      Promise.resolve(
        sameTrimmedLines(expected, output)
          ? { verdict: 'Accepted' }
          : { verdict: 'Wrong Answer', message: 'Output differs from the expected output' },
      ),
    close: () => Promise.resolve(),
  };
}
