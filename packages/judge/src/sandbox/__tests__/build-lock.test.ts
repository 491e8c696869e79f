// The prebuilt builds' lock, across real processes: one builds while the others wait for its result, and
// a holder that died does not keep the others waiting.
import { execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildOnce } from '../build-lock.js';

const run = promisify(execFile);
const LOCK_MODULE = fileURLToPath(new URL('../build-lock.ts', import.meta.url));
const PACKAGE_DIR = fileURLToPath(new URL('../../..', import.meta.url));

/** A node process that builds under `dir`'s lock: it appends its pid to `builds.log`, takes 1 s, marks done. */
const BUILDER = `
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildOnce } from ${JSON.stringify(LOCK_MODULE)};
const dir = process.argv[2];
const done = () => readFile(dir + '/done', 'utf8').catch(() => undefined);
const result = await buildOnce(dir + '/lock', done, async () => {
  await appendFile(dir + '/builds.log', process.pid + '\\n');
  await sleep(1000);
  await writeFile(dir + '/done', 'built by ' + process.pid);
  return 'built by ' + process.pid;
});
process.stdout.write(String(result));
`;

async function builder(dir: string): Promise<string> {
  const script = join(dir, 'builder.mts');
  await writeFile(script, BUILDER);
  // From this package's folder, where `--import tsx` resolves.
  const { stdout } = await run(process.execPath, ['--import', 'tsx', script, dir], { cwd: PACKAGE_DIR });
  return stdout;
}

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'codecourt-build-lock-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('buildOnce', () => {
  it('when three processes build at once, then one builds and all three get its result', async () => {
    const results = await Promise.all([builder(dir), builder(dir), builder(dir)]);
    const builds = (await readFile(join(dir, 'builds.log'), 'utf8')).trim().split('\n');
    expect(builds).toHaveLength(1);
    expect(results).toEqual([0, 1, 2].map(() => `built by ${builds[0] ?? ''}`));
  }, 60_000);

  it('when the lock was left by a process that died, then the next one builds', async () => {
    const dead = spawn(process.execPath, ['-e', '']);
    const pid = await new Promise<number>((resolve) => {
      dead.on('exit', () => {
        resolve(dead.pid ?? 0);
      });
    });
    await mkdir(join(dir, 'lock'));
    await writeFile(join(dir, 'lock', 'pid'), String(pid));

    const result = await buildOnce(
      join(dir, 'lock'),
      () => Promise.resolve(undefined),
      () => Promise.resolve('rebuilt'),
    );
    expect(result).toBe('rebuilt');
  }, 30_000);
});
