import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LIVE_HIDDEN_STATE } from '@codecourt/contracts';
import { LiveJudging } from '@/features/judge-console/components/live-judging';
import { ResultView } from '@/features/judge-console/components/result-view';
import { startProgress, withTest } from '@/features/judge-console/lib/live-progress';
import { testRows } from '@/features/judge-console/lib/test-rows';
import {
  failedHidden,
  pendingSubmission,
  submission,
} from '@/features/judge-console/__tests__/judgement-fixtures';

/** Each row's state, in order, as the markup carries it. */
function rowStates(html: string): string[] {
  return [...html.matchAll(/data-state="([a-z]+)"/g)].map((match) => match[1] ?? '');
}

describe('live judging in the result console', () => {
  it('when two of five tests have finished, then they show passed and failed, the next one running and the rest waiting', () => {
    let progress = startProgress({ totalTestCases: 5 });
    progress = withTest(progress, { index: 0, visible: true, verdict: 'Accepted', cpuMs: 12, memoryKb: 900 });
    progress = withTest(progress, { index: 1, visible: false, verdict: 'Accepted' });

    const html = renderToStaticMarkup(<LiveJudging progress={progress} />);

    expect(rowStates(html)).toEqual(['passed', 'passed', 'running', 'pending', 'pending']);
    expect(html).toContain('12 ms');
    expect(html).toContain('hidden test');
    expect(html.replace(/<[^>]+>/g, '')).toContain('2 / 5 tests passed');
  });

  it('when the judge is past the samples, then the hidden tests show as one state, not as rows or a count', () => {
    let progress = startProgress({ totalTestCases: 5 });
    progress = withTest(progress, { index: 0, visible: true, verdict: 'Accepted', cpuMs: 12, memoryKb: 900 });
    progress = withTest(progress, { index: 1, visible: true, verdict: 'Accepted', cpuMs: 9, memoryKb: 900 });
    progress = { ...progress, hidden: { state: LIVE_HIDDEN_STATE, finished: 0, total: 3 } };

    const html = renderToStaticMarkup(<LiveJudging progress={progress} />);

    expect(rowStates(html)).toEqual(['passed', 'passed']);
    expect(html.replace(/<[^>]+>/g, '')).toContain('Judging 3 hidden tests…');
    expect(html).not.toContain(' of 3');
  });

  it('when a replayed test arrives again, then it is kept once', () => {
    const test = { index: 0, visible: true, verdict: 'Accepted' as const, cpuMs: 3, memoryKb: 1 };
    const progress = withTest(withTest(startProgress({ totalTestCases: 2 }), test), test);

    expect(progress.tests).toHaveLength(1);
  });

  it('when the console is submitting with live progress, then the live rows show instead of the spinner', () => {
    const progress = startProgress(pendingSubmission);

    const html = renderToStaticMarkup(
      <ResultView result={undefined} running={false} submitting live={progress} />,
    );

    expect(html).toContain('data-testid="live-judging"');
    expect(rowStates(html)[0]).toBe('running');
  });

  it('when a judged submission stopped at a failure, then the tests after it are marked not run', () => {
    const judged = submission({ totalTestCases: 4 });

    const rows = testRows(judged.totalTestCases, judged.tests, true);

    expect(rows.map((row) => row.state)).toEqual(['passed', 'failed', 'skipped', 'skipped']);
    expect(testRows(3, [failedHidden], true)[2]).toMatchObject({ state: 'failed', hidden: true });
  });
});
