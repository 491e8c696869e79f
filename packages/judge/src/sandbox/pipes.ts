// The crossed pipes of an interactive problem: two FIFOs in a host directory that both sessions mount
// (bwrap, docker) or simply see (process). The program reads to-program and writes from-program; the
// interactor the other way round. Both open to-program first, so neither open can wait on the other.
import { execFile } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** Where bwrap and docker sessions see the directory. */
export const SHARED_PIPES = '/pipes';
export const TO_PROGRAM = 'to-program';
export const FROM_PROGRAM = 'from-program';

export type Pipes = { hostDir: string; remove(): Promise<void> };

export async function createPipes(): Promise<Pipes> {
  const hostDir = await mkdtemp(join(tmpdir(), 'codecourt-pipes-'));
  try {
    // Programs run as other uids (a dropped uid, a container's own): the directory and FIFOs are open to them.
    await chmod(hostDir, 0o777);
    await promisify(execFile)('mkfifo', [
      '-m',
      '0666',
      join(hostDir, TO_PROGRAM),
      join(hostDir, FROM_PROGRAM),
    ]);
  } catch (error) {
    await rm(hostDir, { recursive: true, force: true });
    throw error;
  }
  return { hostDir, remove: () => rm(hostDir, { recursive: true, force: true }) };
}

/**
 * The argv that runs `argv` with stdin and stdout on the FIFOs (sh opens them, then execs the program,
 * so what the runner measures is the program alone). `side` says which end.
 */
export function piped(argv: readonly string[], pipesPath: string, side: 'program' | 'interactor'): string[] {
  const to = `${pipesPath}/${TO_PROGRAM}`;
  const from = `${pipesPath}/${FROM_PROGRAM}`;
  const redirect = side === 'program' ? `<"${to}" >"${from}"` : `>"${to}" <"${from}"`;
  return ['/bin/sh', '-c', `exec "$@" ${redirect}`, 'sh', ...argv];
}
