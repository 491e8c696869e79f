// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { INTERVIEW_MESSAGES, type Interview } from '@codecourt/contracts';
import { createQueryClient } from '@/lib/query-client';
import { signedInUser } from '@/testing/signed-in-user';
import { openPageOn, sendJson, startTestServer, type TestServer } from '@/testing/test-server';
import { NewInterviewForm } from '@/features/interviews/components/new-interview-form';

const ROOM = '00000000-0000-4000-8000-000000000041';
let server: TestServer | undefined;

const created: Interview = {
  _id: ROOM,
  joinCode: 'ABCDEFGHJK',
  problemId: null,
  problem: { source: 'private', title: 'Pairs', statementHtml: '<p>Count.</p>' },
  mode: 'hosted',
  status: 'waiting',
  durationMinutes: 45,
  participants: [{ userId: signedInUser._id, firstName: 'Ada', role: 'interviewer' }],
  createdAt: '2026-05-04T10:00:00.000Z',
  startedAt: null,
  endedAt: null,
  feedbackShared: false,
};

async function serve() {
  server = await startTestServer((request, response) => {
    if (request.method === 'POST' && request.path === '/interviews') sendJson(response, 201, created);
    else if (request.path === '/interviews') sendJson(response, 200, { interviews: [created] });
    else sendJson(response, 404, { error: 'Not found' });
  });
  openPageOn(server, '/interviews');
}

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/interviews']}>
        <Routes>
          <Route
            path="/interviews"
            element={<NewInterviewForm problems={{ status: 'ready', problems: [] }} />}
          />
          <Route path="/interviews/:id" element={<p data-testid="room-page">room</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const posts = () => server?.hits('/interviews').filter((hit) => hit.method === 'POST') ?? [];

afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

describe('a new interview with a problem of my own', () => {
  it('when the problem is left blank, then each field says what is missing and nothing is sent', async () => {
    const user = userEvent.setup();
    await serve();
    renderForm();

    await user.click(screen.getByRole('radio', { name: 'Write my own' }));
    await user.click(screen.getByRole('button', { name: 'New interview' }));

    expect(screen.getByText(INTERVIEW_MESSAGES.titleRequired)).toBeDefined();
    expect(screen.getByText(INTERVIEW_MESSAGES.statementRequired)).toBeDefined();
    expect(posts()).toHaveLength(0);
  });

  it('when written with a test, then the room is created with it, the preview renders the Markdown, and the room opens', async () => {
    const user = userEvent.setup();
    await serve();
    renderForm();

    await user.click(screen.getByRole('radio', { name: 'Write my own' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Pairs');
    await user.type(screen.getByRole('textbox', { name: 'Statement' }), 'Count **pairs**.');
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    const preview = screen.getByTestId('private-statement-preview');
    await user.click(screen.getByRole('button', { name: 'Add a test' }));
    await user.click(screen.getByRole('button', { name: 'Add a test' }));
    await user.type(screen.getByRole('textbox', { name: 'Test 1 input' }), '1 2');
    await user.type(screen.getByRole('textbox', { name: 'Test 1 expected output' }), '1');
    await user.click(screen.getByRole('button', { name: 'Remove test 2' }));
    await user.click(screen.getByRole('button', { name: 'New interview' }));

    expect(preview.innerHTML).toContain('<strong>pairs</strong>');
    expect(await screen.findByTestId('room-page')).toBeDefined();
    expect(JSON.parse(posts()[0]?.body ?? '{}')).toEqual({
      problem: { title: 'Pairs', statement: 'Count **pairs**.', tests: [{ input: '1 2', output: '1' }] },
      durationMinutes: 45,
      mode: 'hosted',
    });
  });
});
