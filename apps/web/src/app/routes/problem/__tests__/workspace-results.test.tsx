// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type RunResponse, type Submission } from '@codecourt/contracts';
import { authStore } from '@/lib/auth';
import { sendJson, startTestServer, type TestServer } from '@/testing/test-server';
import {
  acceptedSample,
  failedHidden,
  judgement,
  submission,
  submitAnswer,
} from '@/features/judge-console/__tests__/judgement-fixtures';
import { problem, renderWorkspace } from '@/app/routes/problem/__tests__/render-workspace';

type Answers = { run?: RunResponse; submit?: Submission; history?: Submission[] };

let server: TestServer | undefined;

/** A real API stand-in on a free port; the page is moved to its origin so the app's '/api' reaches it. */
async function serve(answers: Answers): Promise<TestServer> {
  const started = await startTestServer((request, response) => {
    if (request.path.startsWith('/submission/run/')) sendJson(response, 200, answers.run);
    else if (request.path.startsWith('/submission/submit/') && answers.submit)
      sendJson(response, 200, submitAnswer(answers.submit));
    else if (request.path.startsWith('/submission/problem/')) sendJson(response, 200, answers.history ?? []);
    else sendJson(response, 404, { error: 'not found' });
  });
  const page = new URL(`/problem/${problem._id}`, started.baseUrl);
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(page.href);
  server = started;
  return started;
}

function run(overrides: Partial<RunResponse>): RunResponse {
  return { ...judgement({ totalTestCases: 2 }), success: false, output: '', ...overrides };
}

const consoleBody = () => screen.getByTestId('console-body');

beforeEach(() => {
  localStorage.clear();
});
afterEach(async () => {
  cleanup();
  authStore.setState({ user: null, isAuthenticated: false, sessionChecked: false });
  await server?.close();
  server = undefined;
});

describe('workspace result views', () => {
  it('when a run passes every example, then the console says so with each case', async () => {
    const user = userEvent.setup();
    await serve({
      run: run({
        success: true,
        verdict: 'Accepted',
        testCasesPassed: 2,
        error: null,
        tests: [acceptedSample, { ...acceptedSample, index: 1, input: '2 2', expected: '4', actual: '4' }],
      }),
    });
    renderWorkspace();
    await user.click(screen.getByTestId('run-button'));

    const result = await within(consoleBody()).findByTestId('run-result');
    expect(result.textContent).toContain(MESSAGES.testCasePassed);
    expect(result.textContent).toContain('Accepted · 2 / 2 examples passed');
    await user.click(within(result).getByRole('button', { name: /Case 2/ }));
    expect(within(result).getByTestId('test-detail').textContent).toContain('2 2');
  });

  it('when a run fails an example, then Failed shows with that example selected and its outputs', async () => {
    const user = userEvent.setup();
    const server = await serve({ run: run({}) });
    renderWorkspace();
    await user.click(screen.getByTestId('run-button'));

    const result = await within(consoleBody()).findByTestId('run-result');
    expect(result.textContent).toContain(MESSAGES.testCaseFailed);
    expect(result.textContent).toContain('Wrong Answer · 1 / 2 examples passed');
    const detail = within(result).getByTestId('test-detail').textContent;
    expect(detail).toContain('Expected output3');
    expect(detail).toContain('Your output4');
    expect(JSON.parse(server.hits(`/submission/run/${problem._id}`)[0]?.body ?? '{}')).toEqual({
      code: '// cpp starter',
      language: 'cpp',
    });
  });

  it('when a submission is accepted, then Solution Accepted! shows with tests, runtime and memory', async () => {
    const user = userEvent.setup();
    await serve({
      submit: submission({ verdict: 'Accepted', testCasesPassed: 10, error: null, tests: [acceptedSample] }),
    });
    renderWorkspace();
    await user.click(screen.getByTestId('submit-button'));

    const result = await within(consoleBody()).findByTestId('submit-result');
    expect(result.textContent).toContain(MESSAGES.solutionAccepted);
    expect(result.textContent).toContain('10 / 10');
    expect(result.textContent).toContain('14 ms');
    expect(within(result).queryByLabelText('Failing test')).toBeNull();
  });

  it('when a submission fails a hidden test, then Solution Failed shows that test without its data', async () => {
    const user = userEvent.setup();
    await serve({
      submit: submission({ tests: [acceptedSample, failedHidden], error: 'Wrong Answer on test 3' }),
    });
    renderWorkspace();
    await user.click(screen.getByTestId('submit-button'));

    const result = await within(consoleBody()).findByTestId('submit-result');
    expect(result.textContent).toContain(MESSAGES.solutionFailed);
    const failing = within(result).getByLabelText('Failing test');
    expect(failing.textContent).toContain('Failing test 3');
    expect(failing.textContent).toContain('This is a hidden test, so its data is not shown.');
    expect(failing.textContent).not.toContain('Expected output');
  });

  it("when the code does not compile, then the compiler's message shows and no test ran", async () => {
    const user = userEvent.setup();
    const compilerSays = "main.cpp:1:1: error: 'Solution' does not name a type";
    await serve({
      submit: submission({
        verdict: 'Compilation Error',
        testCasesPassed: 0,
        runtime: null,
        memory: null,
        error: compilerSays,
        compileOutput: compilerSays,
        tests: [],
      }),
    });
    renderWorkspace();
    await user.click(screen.getByTestId('submit-button'));

    const result = await within(consoleBody()).findByTestId('submit-result');
    expect(result.textContent).toContain(MESSAGES.solutionFailed);
    expect(result.textContent).toContain('Compilation Error');
    expect(within(result).getByTestId('result-error').textContent).toContain(compilerSays);
    expect(result.textContent).toContain('0 / 10');
    expect(result.textContent).not.toContain('Runtime');
    expect(result.textContent).not.toContain('Memory');
  });

  it('when a submit settles, then the open Submissions tab asks for the history again', async () => {
    const user = userEvent.setup();
    authStore.setState({
      user: {
        _id: '65f0000000000000000000aa',
        firstName: 'Ada',
        lastName: null,
        emailId: 'ada@example.com',
        email: 'ada@example.com',
        role: 'user',
        createdAt: '2025-03-10T12:00:00Z',
      },
      isAuthenticated: true,
      sessionChecked: true,
    });
    const accepted = submission({ verdict: 'Accepted', testCasesPassed: 10, error: null, tests: [] });
    const server = await serve({ submit: accepted });
    renderWorkspace();
    await user.click(screen.getByRole('tab', { name: /Submissions/ }));
    await waitFor(() => {
      expect(server.hits(`/submission/problem/${problem._id}`)).toHaveLength(1);
    });

    await user.click(screen.getByTestId('submit-button'));
    await within(consoleBody()).findByTestId('submit-result');
    await waitFor(() => {
      expect(server.hits(`/submission/problem/${problem._id}`)).toHaveLength(2);
    });
  });
});
