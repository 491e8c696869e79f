// A judge on the same machine as the API (in-process, or a worker beside it) must not take the CPU the
// API's requests need: what it runs can start at a lower priority. Only wall-clock time is at stake, never
// CPU time, and the engine runs a test the machine starved once more, alone (run-tests.ts).
import { getPriority } from 'node:os';

/** coreutils' nice: the drivers spawn with an empty environment, so no PATH lookup. */
const NICE = '/usr/bin/nice';

/**
 * The command that starts `command` at niceness `nice`, so everything it starts inherits it: nothing runs
 * at the old priority in between. Nothing changes when this process is already that nice (a worker that
 * lowered itself at start); nice only ever raises the value, so it needs no privilege.
 */
export function atPriority(nice: number, command: string, args: readonly string[]): [string, string[]] {
  const raise = nice - getPriority();
  return raise > 0 ? [NICE, ['-n', String(raise), command, ...args]] : [command, [...args]];
}

/**
 * Docker's CPU weight (cpu shares) for a nice value: the kernel's scheduler weighs nice n as 1024 / 1.25^n,
 * and a container started by the daemon inherits nothing from the judge's process.
 */
export function cpuSharesFor(nice: number): number {
  return Math.max(2, Math.round(1024 / 1.25 ** nice));
}
