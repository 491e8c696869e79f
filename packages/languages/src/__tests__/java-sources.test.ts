import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { JAVA_PROGRAM_FILES } from '../java-program-files.js';
import { JAVA_SOURCES } from '../java-sources.js';
import { WARM_UP_FILES } from '../warm-up-files.js';
import { WARM_UP_SOURCES } from '../warm-up-sources.js';

const run = promisify(execFile);
const javaDir = fileURLToPath(new URL('../../java/', import.meta.url));
const warmUpDir = fileURLToPath(new URL('../../warm-up/', import.meta.url));
const temporary: string[] = [];

afterAll(async () => {
  await Promise.all(temporary.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the Java programs as Java files', () => {
  it('when the definitions embed the Java programs, then each is exactly its file in packages/languages/java (pnpm --filter @codecourt/languages java:sources)', async () => {
    for (const file of JAVA_PROGRAM_FILES) {
      expect(JAVA_SOURCES[file]).toBe(await readFile(join(javaDir, file), 'utf8'));
    }
  });

  it('when the definitions embed the compilers’ warm-ups, then each is exactly its file in packages/languages/warm-up (pnpm --filter @codecourt/languages java:sources)', async () => {
    for (const file of WARM_UP_FILES) {
      expect(WARM_UP_SOURCES[file]).toBe(await readFile(join(warmUpDir, file), 'utf8'));
    }
  });

  it('when javac compiles them with every lint and warnings as errors, then it succeeds', async () => {
    const out = await mkdtemp(join(tmpdir(), 'codecourt-javac-'));
    temporary.push(out);
    const files = JAVA_PROGRAM_FILES.map((file) => join(javaDir, file));
    const compiled = await run('javac', [
      '-Xlint:all',
      '-Werror',
      '-encoding',
      'UTF-8',
      '-d',
      out,
      ...files,
    ]).then(
      () => 'compiled',
      (error: unknown) => String((error as { stderr?: string }).stderr ?? error),
    );
    expect(compiled).toBe('compiled');
  }, 60_000);
});
