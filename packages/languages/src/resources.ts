// Shared arithmetic of per-language allowances: wall time and the compile step's fixed budget.
import type { RunResources } from './types.js';

/** Of the wall clock's margin over the CPU limit, the part that grows with it (half of it, up to this). */
const WALL_MARGIN_MAX_MS = 2_000;

/**
 * Wall clock: the CPU limit, a second for start-up, and half the CPU limit (at most 2 s more) for a busy
 * machine. The margin no longer doubles the language's own CPU allowance: a Python program that only
 * sleeps on a 5 s problem (15 s of CPU) ends after 18 s, not 31 s, and costs a worker no more than that.
 */
export function wallFor(cpuMs: number): number {
  return cpuMs + 1_000 + Math.min(cpuMs / 2, WALL_MARGIN_MAX_MS);
}

/** Compilers get their own generous, fixed budget: a compile bomb ends as a Compilation Error. */
export const COMPILE_RESOURCES: RunResources = {
  cpuMs: 10_000,
  wallMs: 21_000,
  memoryKb: 768 * 1024,
  addressSpaceKb: 0,
  dataKb: 2 * 1024 * 1024,
  stackKb: 64 * 1024,
  processes: 64,
  openFiles: 256,
};

/** Native programs: a hard address-space cap well above the limit, the exact limit on peak RSS. */
export function nativeResources(timeMs: number, memoryKb: number): RunResources {
  return {
    cpuMs: timeMs,
    wallMs: wallFor(timeMs),
    memoryKb,
    addressSpaceKb: memoryKb * 2 + 64 * 1024,
    dataKb: 0,
    stackKb: memoryKb,
    processes: 16,
    openFiles: 64,
  };
}
