import type { LiveHiddenEvent, LiveTestEvent, Submission } from '@codecourt/contracts';

/**
 * A submission being judged as the console shows it: how many tests, those streamed so far and, once the
 * samples are done, the one "judging hidden tests" state (the server says nothing of each hidden test).
 */
export type LiveProgress = { total: number; tests: LiveTestEvent[]; hidden?: LiveHiddenEvent };

export function startProgress(pending: Pick<Submission, 'totalTestCases'>): LiveProgress {
  return { total: pending.totalTestCases, tests: [] };
}

/** Adds a finished test; one already known (a replayed history) changes nothing. */
export function withTest(progress: LiveProgress, test: LiveTestEvent): LiveProgress {
  if (progress.tests.some((known) => known.index === test.index)) return progress;
  const tests = [...progress.tests, test].sort((a, b) => a.index - b.index);
  return { ...progress, tests };
}
