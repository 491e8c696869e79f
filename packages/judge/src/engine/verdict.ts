// A run's verdict before output checking, with the precedence IE > TLE > MLE > OLE > RE
// (the runner already reports the strongest limit it saw; a language's own OOM message turns RE into MLE).
import { constants } from 'node:os';
import { MESSAGES } from '@codecourt/contracts';
import type { Verdict } from '@codecourt/contracts';
import type { Language } from '@codecourt/languages';
import type { RunReport } from '../sandbox/types.js';

export type RunVerdict = { verdict: Verdict; message: string };

// Node lists an alias after the name people know (SIGABRT before SIGIOT, SIGIO before SIGPOLL): the first wins.
const SIGNAL_NAMES = new Map<number, string>();
for (const [name, n] of Object.entries(constants.signals))
  if (!SIGNAL_NAMES.has(n)) SIGNAL_NAMES.set(n, name);

export function signalName(signal: number): string {
  return SIGNAL_NAMES.get(signal) ?? `signal ${String(signal)}`;
}

function ranOutOfMemory(report: RunReport, language: Language): boolean {
  const stderr = report.stderr.toString('utf8');
  return language.outOfMemory.some((pattern) => pattern.test(stderr));
}

/** null when the program ended normally: its output decides. */
export function runVerdict(report: RunReport, language: Language): RunVerdict | null {
  switch (report.status) {
    case 'IE':
      return { verdict: 'Internal Error', message: report.error ?? MESSAGES.sandboxFailed };
    case 'TLE':
      return {
        verdict: 'Time Limit Exceeded',
        message: report.killedBy === 'wall' ? 'Wall-clock time limit exceeded' : 'CPU time limit exceeded',
      };
    case 'MLE':
      return { verdict: 'Memory Limit Exceeded', message: 'Memory limit exceeded' };
    case 'OLE':
      return {
        verdict: 'Output Limit Exceeded',
        message: report.killedBy === 'file_size' ? 'File size limit exceeded' : 'Output limit exceeded',
      };
    case 'SG':
    case 'RE':
      if (ranOutOfMemory(report, language))
        return { verdict: 'Memory Limit Exceeded', message: 'Memory limit exceeded' };
      return {
        verdict: 'Runtime Error',
        message:
          report.signal !== null
            ? `Killed by signal ${String(report.signal)} (${signalName(report.signal)})`
            : `Exited with code ${String(report.exitCode)}`,
      };
    case 'OK':
      return null;
  }
}
