// The host's memory as /proc/meminfo shows it, sampled while something runs: Shmem (memfd, tmpfs and
// SysV segments land there, whichever process or sandbox holds them) and SUnreclaim (kernel objects:
// message queues, socket buffers, tmpfs inodes).
import { readFile } from 'node:fs/promises';

type MeminfoField = 'Shmem' | 'SUnreclaim';

async function meminfoKb(field: MeminfoField): Promise<number> {
  const meminfo = await readFile('/proc/meminfo', 'latin1');
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(meminfo)?.[1] ?? 0);
}

export function hostShmemKb(): Promise<number> {
  return meminfoKb('Shmem');
}

/** Runs `work` and reports how far `field` rose above its level at the start, sampled every 10 ms. */
async function peakGrowthKb<T>(
  field: MeminfoField,
  work: () => Promise<T>,
): Promise<{ value: T; growthKb: number }> {
  const base = await meminfoKb(field);
  let peak = base;
  const state = { sampling: true };
  const sampler = (async () => {
    while (state.sampling) {
      peak = Math.max(peak, await meminfoKb(field));
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

export function peakShmemGrowthKb<T>(work: () => Promise<T>): Promise<{ value: T; growthKb: number }> {
  return peakGrowthKb('Shmem', work);
}

/** The host's unreclaimable slab: what kernel objects a program pins, which no RSS shows. */
export function peakSlabGrowthKb<T>(work: () => Promise<T>): Promise<{ value: T; growthKb: number }> {
  return peakGrowthKb('SUnreclaim', work);
}
