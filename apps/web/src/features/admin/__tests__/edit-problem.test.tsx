// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MESSAGES, type AdminProblem } from '@codecourt/contracts';
import { createQueryClient } from '@/lib/query-client';
import { openPageOn, sendJson, startTestServer, type TestServer } from '@/testing/test-server';
import { EditProblem } from '@/features/admin/components/edit-problem';

const ID = '00000000-0000-4000-8000-000000000001';
let server: TestServer | undefined;

const stored: AdminProblem = {
  _id: ID,
  slug: 'sum',
  number: 1,
  title: 'Sum',
  difficulty: 'easy',
  tags: 'array',
  description: 'Add them.',
  constraints: [],
  visibleTestCases: [{ input: '1 2', output: '3', explanation: 'sum' }],
  hiddenTestCases: [
    { input: '5 5', output: '10' },
    { input: '7 8', output: '15' },
  ],
  startCode: [],
  referenceSolution: [],
  editorial: false,
  timeLimitMs: 1500,
  memoryLimitKb: 128 * 1024,
};

async function renderEdit(found: boolean) {
  server = await startTestServer((request, response) => {
    if (found && request.path === `/problem/admin/${ID}`) sendJson(response, 200, stored);
    else sendJson(response, 404, { error: MESSAGES.problemNotFound });
  });
  openPageOn(server, '/admin/update');
  render(
    <QueryClientProvider client={createQueryClient()}>
      <EditProblem
        problemId={ID}
        renderEditor={() => null}
        onSaved={() => undefined}
        onBack={() => undefined}
      />
    </QueryClientProvider>,
  );
  return server;
}

afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

describe('the update form’s load', () => {
  it('when the admin read answers, then the hidden tests and limits fill the form and no export is fetched', async () => {
    const api = await renderEdit(true);
    const hidden = await screen.findByTestId('hiddenTestCases');

    const inputs = within(hidden)
      .getAllByTestId('input-field')
      .map((field) => (field as HTMLTextAreaElement).value);
    expect(inputs).toEqual(['5 5', '7 8']);
    expect(screen.getByTestId<HTMLInputElement>('problem-time-limit').value).toBe('1500');
    expect(screen.getByTestId<HTMLInputElement>('problem-memory-limit').value).toBe('128');
    expect(api.requests.map((request) => request.path)).toEqual([`/problem/admin/${ID}`]);
  });

  it('when the problem cannot be read, then the load message is shown', async () => {
    await renderEdit(false);

    expect(await screen.findByText(MESSAGES.updateProblemNotFound)).toBeTruthy();
  });
});
