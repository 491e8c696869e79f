import type { JudgeTestProgress } from '@codecourt/contracts';

/**
 * The tests of submissions being judged, as they finish: what GET /submission/{id}/events streams. Each
 * gateway keeps the history where every API instance serving its submissions can read it.
 */
export type LiveProgress = {
  /** `onTest` hears every test this instance learns of from now on; answers the unsubscribe. */
  subscribe: (submissionId: string, onTest: (progress: JudgeTestProgress) => void) => () => void;
  /** The tests reported so far, in order (empty once the verdict is stored and the history let go). */
  history: (submissionId: string) => Promise<JudgeTestProgress[]>;
};

/** Hands each reported test to this instance's subscribers of that submission. */
export function createProgressFanout() {
  const listeners = new Map<string, Set<(progress: JudgeTestProgress) => void>>();
  return {
    subscribe: (submissionId: string, onTest: (progress: JudgeTestProgress) => void): (() => void) => {
      const set = listeners.get(submissionId) ?? new Set();
      listeners.set(submissionId, set);
      set.add(onTest);
      return () => {
        set.delete(onTest);
        if (set.size === 0) listeners.delete(submissionId);
      };
    },
    emit: (submissionId: string, progress: JudgeTestProgress): void => {
      for (const onTest of [...(listeners.get(submissionId) ?? [])]) onTest(progress);
    },
  };
}

/** The in-process judge's history: in this process's memory, dropped once the verdict is stored. */
export function createMemoryProgress() {
  const fanout = createProgressFanout();
  const histories = new Map<string, JudgeTestProgress[]>();
  return {
    subscribe: fanout.subscribe,
    history: (submissionId: string) => Promise.resolve([...(histories.get(submissionId) ?? [])]),
    /** A new attempt starts from the first test again. */
    restart(submissionId: string): void {
      histories.set(submissionId, []);
    },
    record(submissionId: string, progress: JudgeTestProgress): void {
      const history = histories.get(submissionId);
      if (history) history.push(progress);
      else histories.set(submissionId, [progress]);
      fanout.emit(submissionId, progress);
    },
    forget(submissionId: string): void {
      histories.delete(submissionId);
    },
  } satisfies LiveProgress & Record<string, unknown>;
}
