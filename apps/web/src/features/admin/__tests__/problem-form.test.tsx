// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ServerResponse } from 'node:http';
import { MESSAGES, type Problem, type VerifyEvent } from '@codecourt/contracts';
import { createQueryClient } from '@/lib/query-client';
import { openPageOn, sendJson, startTestServer, type TestServer } from '@/testing/test-server';
import type { AdminEditorProps } from '@/features/admin/components/admin-editor';
import { ProblemForm } from '@/features/admin/components/problem-form';
import { emptyProblemForm, type ProblemFormValues } from '@/features/admin/lib/problem-form-values';

let server: TestServer | undefined;

const failure = {
  language: 'JavaScript',
  testKind: 'hidden',
  testNumber: 2,
  verdict: 'Wrong Answer',
  input: '5 5',
  expected: '10',
  actual: '0',
} as const;
const refusal = 'JavaScript reference solution: Wrong Answer on hidden test 2';

function stream(response: ServerResponse, events: VerifyEvent[]) {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  response.end(events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join(''));
}

async function serve(verify: VerifyEvent[]): Promise<TestServer> {
  const started = await startTestServer((request, response) => {
    if (request.path === '/problem/verify') stream(response, verify);
    else if (request.path === '/problem/create') sendJson(response, 400, { error: refusal, failure });
    else sendJson(response, 404, { error: 'Route not found' });
  });
  openPageOn(started, '/admin/create');
  server = started;
  return started;
}

function PlainEditor({ code, onChange, label }: AdminEditorProps) {
  return (
    <textarea
      aria-label={label}
      value={code}
      onChange={(event) => {
        onChange(event.target.value);
      }}
    />
  );
}

function completeForm(): ProblemFormValues {
  const values = emptyProblemForm();
  const code = { template: 'x', reference: 'y' };
  return {
    ...values,
    title: 'Sum',
    description: 'Add them.',
    tags: ['array'],
    visibleTestCases: [{ key: 'v', input: '1 2', output: '3', explanation: 'sum' }],
    hiddenTestCases: [{ key: 'h', input: '5 5', output: '10' }],
    code: { ...values.code, 'C++': code, Java: code, JavaScript: code },
  };
}

function renderForm(initialValues: ProblemFormValues, onSaved: (problem: Problem) => void = () => undefined) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ProblemForm
        initialValues={initialValues}
        submitLabel="Publish problem"
        renderEditor={(props) => <PlainEditor {...props} />}
        onSaved={onSaved}
      />
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

describe('the problem form', () => {
  it('when it is sent empty, then the fields show their messages and nothing reaches the server', async () => {
    const user = userEvent.setup();
    const api = await serve([]);
    renderForm(emptyProblemForm());
    await user.click(screen.getByRole('button', { name: 'Publish problem' }));

    expect(screen.getByText('Title is required')).toBeTruthy();
    expect(screen.getAllByText('All three languages required').length).toBeGreaterThan(0);
    expect(api.requests).toHaveLength(0);
  });

  it('when a limit is out of the judge’s bounds, then its message shows; corrected, the body carries the limits', async () => {
    const user = userEvent.setup();
    const api = await serve([{ type: 'failed', error: refusal, failure }]);
    renderForm(completeForm());
    const time = screen.getByLabelText(/^Time limit \(ms\)/);
    const memory = screen.getByLabelText(/^Memory limit \(MB\)/);
    await user.clear(time);
    await user.type(time, '50');
    await user.clear(memory);
    await user.type(memory, '4096');
    await user.click(screen.getByRole('button', { name: 'Publish problem' }));

    expect(screen.getByTestId('problem-time-limit').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(MESSAGES.timeLimitInvalid)).toBeTruthy();
    expect(screen.getByText(MESSAGES.memoryLimitInvalid)).toBeTruthy();
    expect(api.requests).toHaveLength(0);

    await user.clear(time);
    await user.type(time, '1500');
    await user.clear(memory);
    await user.type(memory, '128');
    expect(screen.queryByText(MESSAGES.timeLimitInvalid)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Publish problem' }));

    await screen.findByTestId('publish-error');
    expect(JSON.parse(api.hits('/problem/verify')[0]?.body ?? '{}')).toMatchObject({
      timeLimitMs: 1500,
      memoryLimitKb: 128 * 1024,
    });
  });

  it('when a hidden test is added, moved up and removed, then the rows follow with their text', async () => {
    const user = userEvent.setup();
    await serve([]);
    renderForm(completeForm());
    const hidden = screen.getByTestId('hiddenTestCases');
    await user.click(within(hidden).getByRole('button', { name: 'Add test' }));
    await user.type(within(hidden).getAllByTestId('input-field')[1] as HTMLElement, '7 8');
    await user.click(within(hidden).getByRole('button', { name: 'Move hidden tests 2 up' }));
    const inputs = () =>
      within(hidden)
        .getAllByTestId('input-field')
        .map((field) => (field as HTMLTextAreaElement).value);
    expect(inputs()).toEqual(['7 8', '5 5']);
    await user.click(within(hidden).getByRole('button', { name: 'Remove hidden tests 2' }));
    expect(inputs()).toEqual(['7 8']);
  });

  it('when a reference fails while judging, then progress and the failing test’s input, expected and actual show', async () => {
    const user = userEvent.setup();
    const api = await serve([
      { type: 'started', languages: ['C++', 'JavaScript'], visibleTests: 1, hiddenTests: 2 },
      { type: 'judging', language: 'C++' },
      { type: 'test', language: 'C++', testKind: 'visible', testNumber: 1, verdict: 'Accepted' },
      { type: 'judging', language: 'JavaScript' },
      { type: 'test', language: 'JavaScript', testKind: 'hidden', testNumber: 2, verdict: 'Wrong Answer' },
      { type: 'failed', error: refusal, failure },
    ]);
    renderForm(completeForm());
    await user.click(screen.getByRole('button', { name: 'Publish problem' }));

    expect((await screen.findByTestId('publish-error')).textContent).toBe(refusal);
    expect(screen.getByTestId('failure-input').textContent).toBe('5 5');
    expect(screen.getByTestId('failure-expected').textContent).toBe('10');
    expect(screen.getByTestId('failure-actual').textContent).toBe('0');
    const states = screen.getAllByTestId('verify-language').map((line) => line.getAttribute('data-state'));
    expect(states).toEqual(['judging', 'failed']);
    expect(api.hits('/problem/create')).toHaveLength(0);
    expect(JSON.parse(api.hits('/problem/verify')[0]?.body ?? '{}')).toMatchObject({
      title: 'Sum',
      tags: 'array',
    });
  });

  it('when the stream passes but the save is refused, then the server’s failure is shown', async () => {
    const user = userEvent.setup();
    const api = await serve([{ type: 'passed' }]);
    renderForm(completeForm());
    await user.click(screen.getByRole('button', { name: 'Publish problem' }));

    expect((await screen.findByTestId('publish-error')).textContent).toBe(refusal);
    expect(screen.getByTestId('failure-actual').textContent).toBe('0');
    expect(api.hits('/problem/create')).toHaveLength(1);
  });
});
