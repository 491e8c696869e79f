// Runs zombie-harness.ts under a subreaper built from programs/subreaper.ts, as a judge runs as (or
// under) a container's PID 1, and returns the zombie bwrap processes it found among its children.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { SUBREAPER_SOURCE } from './programs/subreaper.js';
import { TEST_JUDGE_CONFIG } from './test-config.js';

const run = promisify(execFile);
const HARNESS = fileURLToPath(new URL('./zombie-harness.ts', import.meta.url));
const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));

export async function zombieBwrapsUnderSubreaper(sessions: number): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'codecourt-subreaper-'));
  try {
    await writeFile(join(dir, 'subreaper.c'), SUBREAPER_SOURCE);
    const subreaper = join(dir, 'subreaper');
    await run(TEST_JUDGE_CONFIG.compiler, ['-O2', '-o', subreaper, join(dir, 'subreaper.c')]);
    const { stdout } = await run(
      subreaper,
      [process.execPath, '--conditions=source', '--import', 'tsx', HARNESS, String(sessions)],
      { cwd: PACKAGE_DIR, env: process.env, timeout: 90_000 },
    );
    const report = JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as { zombies?: string[] };
    if (!report.zombies) throw new Error(`the zombie harness said nothing: ${stdout}`);
    return report.zombies.filter((row) => row.endsWith(' bwrap'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
