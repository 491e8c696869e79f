import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type RunResponse } from '@codecourt/contracts';
import { ResultView } from '@/features/judge-console/components/result-view';
import { SubmitResult } from '@/features/judge-console/components/submit-result';
import type { ConsoleAnswer } from '@/features/judge-console/hooks/use-judge';
import {
  acceptedSample,
  failedHidden,
  failedSample,
  judgement,
  pendingSubmission,
  submission,
  submitAnswer,
} from '@/features/judge-console/__tests__/judgement-fixtures';

/** The console's text as a user reads it (markup stripped, spaces collapsed). */
function shown(answer: ConsoleAnswer): string {
  const html = renderToStaticMarkup(<ResultView result={answer} running={false} submitting={false} />);
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function run(overrides: Partial<RunResponse>): RunResponse {
  return { ...judgement({ totalTestCases: 2 }), success: false, output: '4', ...overrides };
}

describe('the result console renders every answer from its judgement', () => {
  it('when a run fails a sample, then Failed, the examples passed and that sample’s data show', () => {
    const text = shown({ id: 1, kind: 'run', customInput: false, run: run({}) });

    expect(text).toContain(MESSAGES.testCaseFailed);
    expect(text).toContain('Wrong Answer · 1 / 2 examples passed');
    expect(text).toMatch(/Input 1 2 Expected output 3 Your output 4/);
  });

  it('when a custom input is run on a problem without a reference, then its output shows with no verdict', () => {
    const test = { ...acceptedSample, index: 0, input: '[5,1,4]', actual: '[1,2]' };
    delete test.expected;
    const text = shown({
      id: 2,
      kind: 'run',
      customInput: true,
      run: run({ success: true, verdict: 'Accepted', error: null, tests: [test], totalTestCases: 1 }),
    });

    expect(text).toContain(MESSAGES.customInputRan);
    expect(text).toContain(MESSAGES.noExpectedOutput);
    expect(text).toContain('Output [1,2]');
    expect(text).not.toContain(MESSAGES.testCasePassed);
    expect(text).not.toContain('Accepted');
    expect(text).not.toContain('Expected output');
  });

  it('when a custom input is run against the reference, then expected and actual output show with the verdict', () => {
    const test = {
      ...acceptedSample,
      index: 0,
      input: '[1,2,3]',
      expected: '[1,2]',
      actual: '[]',
      verdict: 'Wrong Answer' as const,
    };
    const text = shown({
      id: 6,
      kind: 'run',
      customInput: true,
      run: run({
        success: false,
        verdict: 'Wrong Answer',
        error: 'Wrong Answer on test 1',
        tests: [test],
        totalTestCases: 1,
      }),
    });

    expect(text).toContain(MESSAGES.testCaseFailed);
    expect(text).toContain(`Wrong Answer · ${MESSAGES.comparedWithReference}`);
    expect(text).toMatch(/Input \[1,2,3\] Expected output \[1,2\] Your output \[\]/);
  });

  it('when a submission fails on a hidden test, then only its verdict shows', () => {
    const text = shown({
      id: 3,
      kind: 'submit',
      submission: submission({ tests: [acceptedSample, failedHidden], error: 'Wrong Answer on test 3' }),
    });

    expect(text).toContain(MESSAGES.solutionFailed);
    expect(text).toContain('Failing test 3');
    expect(text).toContain('This is a hidden test, so its data is not shown.');
    expect(text).not.toContain('Expected output');
    expect(text).toContain('Verdict Wrong Answer This is a hidden test');
  });

  it('when a submission is still without a verdict after polling, then the still-judging notice shows', () => {
    expect(shown({ id: 4, kind: 'submit', submission: pendingSubmission })).toBe(MESSAGES.stillJudging);
  });

  it('when the judge itself failed, then the headline is Submission failed', () => {
    const text = shown({
      id: 5,
      kind: 'submit',
      submission: submission({ verdict: 'Internal Error', tests: [], error: MESSAGES.judgeUnavailable }),
    });

    expect(text).toContain(MESSAGES.submissionFailed);
  });

  it('when a submission does not compile, then the compiler’s message shows and no test is listed as not run', () => {
    const html = renderToStaticMarkup(
      <SubmitResult
        judgement={judgement({
          verdict: 'Compilation Error',
          totalTestCases: 5,
          testCasesPassed: 0,
          tests: [],
          error: 'main.cpp:3:1: error: expected declaration',
        })}
        verdict="Compilation Error"
      />,
    );

    expect(html).toContain('expected declaration');
    expect(html).not.toContain('data-testid="test-rows"');
    expect(html).not.toContain('not run');
  });

  it('when the same submission comes from submit’s answer or from the history, then it renders the same', () => {
    const stored = submission({ tests: [acceptedSample, failedSample] });
    const fromSubmit = submitAnswer(stored);
    const render = (judgement: typeof stored) =>
      renderToStaticMarkup(<SubmitResult judgement={judgement} verdict="Wrong Answer" />);

    expect(render(fromSubmit)).toBe(render(stored));
    expect(render(stored)).toContain('Failing test 2');
  });
});

describe("a scoring problem's result", () => {
  it('when a submission scores some groups, then the total and each group show', () => {
    const html = renderToStaticMarkup(
      <SubmitResult
        judgement={judgement({
          verdict: 'Time Limit Exceeded',
          score: 40,
          groups: [
            { name: '1-small', score: 40, maxScore: 40, verdict: 'Accepted', testsPassed: 8, totalTests: 8 },
            {
              name: '2-large',
              score: 0,
              maxScore: 60,
              verdict: 'Time Limit Exceeded',
              testsPassed: 0,
              totalTests: 6,
            },
          ],
        })}
        verdict="Time Limit Exceeded"
      />,
    );
    const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

    expect(text).toContain('Score 40 / 100');
    expect(text).toContain('1-small 40 / 40 8 / 8 Accepted');
    expect(text).toContain('2-large 0 / 60 0 / 6 Time Limit Exceeded');
  });

  it('when the problem is not scored, then no score shows', () => {
    const html = renderToStaticMarkup(<SubmitResult judgement={judgement()} verdict="Accepted" />);

    expect(html).not.toContain('score-groups');
  });
});
