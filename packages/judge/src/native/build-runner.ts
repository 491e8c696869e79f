// Compiles native/runner.c with the system C compiler on first use, into a directory keyed by the
// source's hash, so `pnpm install` needs no build step and a changed runner is rebuilt automatically.
import { createHash } from 'node:crypto';
import { execFile } from 'node:child_process';
import { chmod, lstat, mkdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const RUNNER_SOURCE = fileURLToPath(new URL('../../native/runner.c', import.meta.url));

export type BuiltRunner = { path: string; dir: string; hash: string };

const builds = new Map<string, Promise<BuiltRunner>>();

/** Where to build (a per-user directory) and with which C compiler: JUDGE_RUNNER_DIR and CC. */
export type RunnerBuild = { root: string; compiler: string };

export function buildRunner({ root, compiler }: RunnerBuild): Promise<BuiltRunner> {
  let build = builds.get(root);
  if (!build) {
    build = compileRunner(root, compiler);
    builds.set(root, build);
    build.catch(() => builds.delete(root));
  }
  return build;
}

async function compileRunner(root: string, compiler: string): Promise<BuiltRunner> {
  const source = await readFile(RUNNER_SOURCE);
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
  const dir = join(root, `runner-${hash}`);
  const path = join(dir, 'runner');
  if (await isOurs(path)) return { path, dir, hash };

  await mkdir(dir, { recursive: true, mode: 0o755 });
  await assertOwnedDirectory(root);
  await assertOwnedDirectory(dir);
  // The sandbox uid must reach the binary: every directory on the way is world-searchable.
  await chmod(root, 0o755);
  await chmod(dir, 0o755);
  const temporary = join(dir, `runner.${String(process.pid)}.tmp`);
  try {
    const cc = (args: string[]) => run(compiler, args, { timeout: 60_000 });
    await cc(['-O2', '-static', '-o', temporary, RUNNER_SOURCE]).catch(() =>
      cc(['-O2', '-o', temporary, RUNNER_SOURCE]),
    );
    await chmod(temporary, 0o755);
    await rename(temporary, path);
  } finally {
    await rm(temporary, { force: true });
  }
  return { path, dir, hash };
}

async function isOurs(path: string): Promise<boolean> {
  try {
    const stat = await lstat(path);
    return stat.isFile() && stat.uid === process.getuid?.();
  } catch {
    return false;
  }
}

/** A directory another local user planted (or a symlink) must not receive the binary we run as root. */
async function assertOwnedDirectory(path: string): Promise<void> {
  const stat = await lstat(path);
  if (!stat.isDirectory() || (process.getuid && stat.uid !== process.getuid())) {
    throw new Error(`Refusing to build the judge runner in ${path}: not a directory owned by this user`);
  }
}
