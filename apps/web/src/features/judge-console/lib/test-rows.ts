import type { Verdict } from '@codecourt/contracts';

/** One test in the per-test list: finished (passed or failed), being run, waiting, or never run. */
export type TestRowState = 'passed' | 'failed' | 'running' | 'pending' | 'skipped';
export type TestRow = {
  index: number;
  state: TestRowState;
  verdict?: Verdict;
  timeMs?: number;
  hidden: boolean;
};

type FinishedTest = { index: number; visible: boolean; verdict: Verdict; timeMs?: number | undefined };

/**
 * Every test of a submission in order. While it is judged the first unfinished test is the one running
 * (the judge runs them one after another); once judged, tests after a failure were never run.
 */
export function testRows(total: number, finished: FinishedTest[], judged: boolean): TestRow[] {
  const byIndex = new Map(finished.map((test) => [test.index, test]));
  const running = judged ? -1 : Array.from({ length: total }, (_, i) => i).find((i) => !byIndex.has(i));
  return Array.from({ length: total }, (_, index): TestRow => {
    const test = byIndex.get(index);
    if (!test)
      return { index, state: index === running ? 'running' : judged ? 'skipped' : 'pending', hidden: false };
    return {
      index,
      state: test.verdict === 'Accepted' ? 'passed' : 'failed',
      verdict: test.verdict,
      ...(test.timeMs !== undefined ? { timeMs: test.timeMs } : {}),
      hidden: !test.visible,
    };
  });
}
