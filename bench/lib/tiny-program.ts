// The tiny C++ program every overhead figure runs: read two numbers, print their sum.
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

export const TINY_SOURCE =
  '#include <cstdio>\nint main() { long long a, b; if (scanf("%lld %lld", &a, &b) != 2) return 1; printf("%lld\\n", a + b); }\n';
export const TINY_INPUT = '2 40\n';
export const TINY_OUTPUT = '42\n';

/** Compiled once on the host with the judge's C++ flags; the same bytes run bare and in every sandbox. */
export async function compileTinyProgram(): Promise<{ dir: string; binary: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'codecourt-bench-'));
  await writeFile(join(dir, 'main.cpp'), TINY_SOURCE);
  await promisify(execFile)('g++', ['-O2', '-std=c++17', '-o', join(dir, 'main'), join(dir, 'main.cpp')]);
  return { dir, binary: join(dir, 'main') };
}
