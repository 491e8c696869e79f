import { readdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { INPUT_FORMAT_MESSAGES } from '@codecourt/contracts';
import { inferInputFormat, inputFormatError } from '../input-format.js';

const LIBRARY = fileURLToPath(new URL('../../../../../../problems', import.meta.url));

const formatOf = (...inputs: string[]) => {
  const format = inferInputFormat(inputs);
  if (!format) throw new Error('no format');
  return format;
};

describe('input format inferred from the tests', () => {
  it.each([
    [['[2,7]\n9\n', '[]\n0\n'], 'hello\n9', INPUT_FORMAT_MESSAGES.notJson(1, 'an array of integers')],
    [['[2,7]\n9\n'], '[2.5]\n9', INPUT_FORMAT_MESSAGES.line(1, 'an array of integers')],
    [['[1.5,2]\n'], '["a"]', INPUT_FORMAT_MESSAGES.line(1, 'an array of numbers')],
    [['[5,3,null,1]\n'], '[5,"x"]', INPUT_FORMAT_MESSAGES.line(1, 'an array of integers or null')],
    [['[[0,1],[1,2]]\n'], '[0,1]', INPUT_FORMAT_MESSAGES.line(1, 'an array of arrays of integers')],
    [['"abc"\n"b"\n'], 'abc\n"b"', INPUT_FORMAT_MESSAGES.notJson(1, 'a string in double quotes')],
    [['"abc"\n"b"\n'], '"a"\n"b"\n"c"', INPUT_FORMAT_MESSAGES.lineCount(2, 3)],
    [['["a","b"]\n'], '[1]', INPUT_FORMAT_MESSAGES.line(1, 'an array of strings in double quotes')],
  ] as const)(
    'when the tests are %j and the input is %j, then the message is %j',
    (tests, input, message) => {
      expect(inputFormatError(formatOf(...tests), input)).toBe(message);
    },
  );

  it.each([
    [['[2,7]\n9\n'], '[-1,0,3]\n-4\n\n'],
    [['[1.5,2]\n'], '[1,2,3]'],
    [['[]\n'], '[[1],"x"]'],
    [['[5,3,null,1]\n'], '[]'],
  ] as const)('when the tests are %j and the input is %j, then it fits', (tests, input) => {
    expect(inputFormatError(formatOf(...tests), input)).toBeUndefined();
  });

  it.each([
    ['a line that is not JSON', ['3 4\n']],
    ['tests of different line counts', ['1\n', '1\n2\n']],
    ['no tests', []],
  ] as const)('when the tests have %s, then no format is inferred (nothing is refused)', (_why, tests) => {
    expect(inferInputFormat(tests)).toBeUndefined();
  });

  it('when each library problem’s format is inferred from all its tests, then every one has one and all its tests fit it', async () => {
    const problems = (await readdir(LIBRARY, { withFileTypes: true })).filter(
      (e) => e.isDirectory() && existsSync(path.join(LIBRARY, e.name, 'templates')),
    );
    expect(problems.length).toBeGreaterThan(40);
    for (const problem of problems) {
      const data = path.join(LIBRARY, problem.name, 'data');
      const files = (await readdir(data, { recursive: true })).filter((f) => f.endsWith('.in'));
      const inputs = await Promise.all(files.map((f) => readFile(path.join(data, f), 'utf8')));
      const format = inferInputFormat(inputs);
      expect(format, problem.name).toBeDefined();
      if (format)
        for (const input of inputs) expect(inputFormatError(format, input), problem.name).toBeUndefined();
    }
  });
});
