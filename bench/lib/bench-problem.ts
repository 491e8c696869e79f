// The benchmarks' own tiny problem: a + b with 2 samples and 18 secret tests (20 in all), C++ accepted.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeProblemPackage } from '../../packages/problem-package/src/index.js';
import { TINY_SOURCE } from './tiny-program.js';

export const BENCH_PROBLEM_TITLE = 'Bench Sum';
export const BENCH_TESTS = 20;

const test = (a: number, b: number) => ({
  input: `${String(a)} ${String(b)}\n`,
  answer: `${String(a + b)}\n`,
});

/** A library folder holding only the bench problem, for the API to seed from. */
export async function writeBenchLibrary(): Promise<string> {
  const library = await mkdtemp(join(tmpdir(), 'codecourt-bench-library-'));
  await writeProblemPackage(
    {
      slug: 'bench-sum',
      title: BENCH_PROBLEM_TITLE,
      statement: 'Print the sum of two integers.\n',
      difficulty: 'easy',
      tags: ['array'],
      constraints: ['-10^9 <= a, b <= 10^9'],
      limits: { timeMs: 1_000, memoryKb: 256 * 1024 },
      samples: [
        { ...test(1, 2), explanation: 'One plus two.' },
        { ...test(-5, 5), explanation: 'They cancel out.' },
      ],
      secrets: Array.from({ length: BENCH_TESTS - 2 }, (_, i) => test(i * 7919, -i * 104_729)),
      templates: [{ language: 'cpp', source: TINY_SOURCE }],
      submissions: [{ language: 'cpp', source: TINY_SOURCE, directory: 'accepted', expected: 'Accepted' }],
    },
    join(library, 'bench-sum'),
  );
  return library;
}
