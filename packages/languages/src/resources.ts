// Shared arithmetic of per-language allowances: wall time and the compile step's fixed budget.
import type { RunResources } from './types.js';

/** Wall clock is at least twice the CPU limit, plus a second for start-up and a busy machine. */
export function wallFor(cpuMs: number): number {
  return cpuMs * 2 + 1_000;
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

/**
 * Threads a program may run within its memory limit. Each one reserves address space it does not use:
 * a stack of RLIMIT_STACK (glibc's default thread stack; the main thread's deep recursion needs it at the
 * limit) and a malloc arena of 64 MB. Peak RSS, not the reservation, is what the limit holds.
 */
export const THREAD_ALLOWANCE = 16;
const MALLOC_ARENA_KB = 64 * 1024;

/** A hard address-space cap well above the limit that leaves room for every allowed thread's reservation. */
export function threadedAddressSpaceKb(memoryKb: number, stackKb: number): number {
  return memoryKb * 2 + 64 * 1024 + THREAD_ALLOWANCE * (stackKb + MALLOC_ARENA_KB);
}

/** Native programs: a hard address-space cap well above the limit, the exact limit on peak RSS. */
export function nativeResources(timeMs: number, memoryKb: number): RunResources {
  return {
    cpuMs: timeMs,
    wallMs: wallFor(timeMs),
    memoryKb,
    addressSpaceKb: threadedAddressSpaceKb(memoryKb, memoryKb),
    dataKb: 0,
    stackKb: memoryKb,
    processes: 16,
    openFiles: 64,
  };
}
