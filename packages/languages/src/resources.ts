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

/**
 * A compiler's wall clock stays twice its CPU time plus a second: a compile bomb that reaches its CPU
 * limit is cached as a Compilation Error, one that runs out of wall clock (a busy machine) is not.
 */
export function compileWallFor(cpuMs: number): number {
  return cpuMs * 2 + 1_000;
}

/** Compilers get their own generous, fixed budget: a compile bomb ends as a Compilation Error. */
export const COMPILE_RESOURCES: RunResources = {
  cpuMs: 10_000,
  wallMs: compileWallFor(10_000),
  memoryKb: 768 * 1024,
  addressSpaceKb: 0,
  dataKb: 2 * 1024 * 1024,
  stackKb: 64 * 1024,
  processes: 64,
  openFiles: 256,
};

/**
 * Threads a program may run within its memory limit. Each one reserves address space it does not use: a
 * stack (glibc's default thread stack is RLIMIT_STACK, or 2 MB when that is unlimited). Runs with an
 * address-space cap share one malloc arena (the judge sets `glibc.malloc.arena_max`), so no thread
 * reserves 64 MB of arena. Peak RSS, not the reservation, is what the limit holds.
 */
export const THREAD_ALLOWANCE = 16;

/** RLIMIT_STACK unlimited: the main thread may recurse as deep as its memory allows. */
export const UNLIMITED_STACK_KB = -1;

/** glibc's thread stack when RLIMIT_STACK is unlimited (x86-64 and arm64 alike: ARCH_STACK_DEFAULT_SIZE). */
const GLIBC_THREAD_STACK_KB = 2 * 1024;

/** A hard address-space cap above the limit that leaves room for every allowed thread's stack. */
export function threadedAddressSpaceKb(memoryKb: number, stackKb: number): number {
  return memoryKb * 2 + 64 * 1024 + THREAD_ALLOWANCE * stackKb;
}

/**
 * Native programs: the exact limit on peak RSS and an address-space cap close enough to it that what a
 * program reserves counts, touched or not (a static array or a `new` far over the limit is a Runtime
 * Error, as DMOJ and contestants expect). The stack is unlimited, so deep recursion is bounded by the
 * memory limit while threads get glibc's small default stack instead of one the size of the limit.
 */
export function nativeResources(timeMs: number, memoryKb: number): RunResources {
  return {
    cpuMs: timeMs,
    wallMs: wallFor(timeMs),
    memoryKb,
    addressSpaceKb: threadedAddressSpaceKb(memoryKb, GLIBC_THREAD_STACK_KB),
    dataKb: 0,
    stackKb: UNLIMITED_STACK_KB,
    processes: 16,
    openFiles: 64,
  };
}

/**
 * An interpreter's run (Python, PyPy, Ruby): `cpuMs` (the problem's limit times the language's
 * multiplier), peak RSS held at the limit, address space for its threads' stacks, and a stack as large
 * as the limit so deep recursion meets the language's own recursion guard first.
 */
export function interpreterResources(cpuMs: number, memoryKb: number): RunResources {
  return {
    cpuMs,
    wallMs: wallFor(cpuMs),
    memoryKb,
    addressSpaceKb: threadedAddressSpaceKb(memoryKb, memoryKb),
    dataKb: 0,
    stackKb: memoryKb,
    processes: 16,
    openFiles: 64,
  };
}

/** A JVM's threads' stacks (-Xss): deep recursion is common in contest code. */
export const JVM_STACK_KB = 64 * 1024;
/** Metaspace, code cache, GC tables and thread stacks on top of the heap. */
const JVM_OVERHEAD_KB = 128 * 1024;

/**
 * A JVM language's run (Java, Kotlin, Scala): twice the problem's CPU limit, the heap capped by -Xmx at
 * the memory limit (OutOfMemoryError) and peak RSS given the JVM's own overhead on top; never an
 * address-space cap, as the JVM reserves far more than it touches.
 */
export function jvmResources(timeMs: number, memoryKb: number): RunResources {
  const cpuMs = timeMs * 2;
  return {
    cpuMs,
    wallMs: wallFor(cpuMs),
    memoryKb: memoryKb + JVM_OVERHEAD_KB,
    addressSpaceKb: 0,
    // Threads' stacks (-Xss) are private writable memory, which RLIMIT_DATA counts when reserved.
    dataKb: memoryKb + THREAD_ALLOWANCE * JVM_STACK_KB + 512 * 1024,
    stackKb: JVM_STACK_KB,
    processes: 64,
    openFiles: 128,
  };
}
