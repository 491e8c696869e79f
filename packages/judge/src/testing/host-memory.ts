// The host's shared memory (Shmem in /proc/meminfo), sampled while something runs: memfd, tmpfs and
// SysV segments all land there, whichever process or sandbox holds them.
import { readFile } from 'node:fs/promises';

export async function hostShmemKb(): Promise<number> {
  const meminfo = await readFile('/proc/meminfo', 'latin1');
  return Number(/^Shmem:\s+(\d+) kB/m.exec(meminfo)?.[1] ?? 0);
}

/** Runs `work` and reports how far Shmem rose above its level at the start, sampled every 10 ms. */
export async function peakShmemGrowthKb<T>(work: () => Promise<T>): Promise<{ value: T; growthKb: number }> {
  const base = await hostShmemKb();
  let peak = base;
  const state = { sampling: true };
  const sampler = (async () => {
    while (state.sampling) {
      peak = Math.max(peak, await hostShmemKb());
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  try {
    const value = await work();
    return { value, growthKb: peak - base };
  } finally {
    state.sampling = false;
    await sampler;
  }
}
