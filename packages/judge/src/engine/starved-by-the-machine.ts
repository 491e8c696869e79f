// A run the machine starved is not the program's fault: the engine runs it again rather than give the
// submission a verdict the busy host decided.
import type { RunReport } from '../sandbox/types.js';

/**
 * A run stopped by the wall clock while it had used under half its CPU time waited on the machine (or
 * slept): a test runs once more, alone, and that run decides; so does a compile. A program that sleeps or
 * waits forever is still Time Limit Exceeded, one wall limit later; one the machine starved is not punished
 * for it.
 */
export function starvedByTheMachine(report: RunReport, cpuLimitMs: number): boolean {
  return report.status === 'TLE' && report.killedBy === 'wall' && report.cpuMs * 2 < cpuLimitMs;
}
