// One build at a time per prebuilt directory across every process on the host. Each judge starts every
// language's prebuilt build when it is created, and a test run or a host's workers create many judges at
// once: without this, each built its own copy of Kotlin's compiler archive (two minutes of a loaded core)
// until the first one finished.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { processAlive } from './process-alive.js';

const POLL_MS = 500;

/** The holder's pid, or undefined while it is still writing it (or the lock is gone). */
async function holder(lock: string): Promise<number | undefined> {
  const text = await readFile(join(lock, 'pid'), 'utf8').catch(() => '');
  const pid = Number(text);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/**
 * Runs `build` unless `done()` already holds or another live process is building under `lock`, in which case
 * it waits for that one and checks again. The result is `build`'s, or `done`'s when another process built.
 */
export async function buildOnce<T>(
  lock: string,
  done: () => Promise<T | undefined>,
  build: () => Promise<T | undefined>,
): Promise<T | undefined> {
  let unknownSince: number | undefined;
  for (;;) {
    const finished = await done();
    if (finished !== undefined) return finished;
    const taken = await mkdir(lock).then(
      () => true,
      (error: unknown) => {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        return false;
      },
    );
    if (taken) {
      try {
        await writeFile(join(lock, 'pid'), String(process.pid));
        return await build();
      } finally {
        await rm(lock, { recursive: true, force: true });
      }
    }
    const pid = await holder(lock);
    // A lock whose pid never appears was left by a holder that died between the two calls above.
    unknownSince = pid === undefined ? (unknownSince ?? Date.now()) : undefined;
    const abandoned =
      pid === undefined ? Date.now() - (unknownSince ?? Date.now()) > 5_000 : !processAlive(pid);
    if (abandoned) await rm(lock, { recursive: true, force: true });
    // Kept referenced: a compile awaiting the result may be all that keeps its process running.
    else await sleep(POLL_MS);
  }
}
