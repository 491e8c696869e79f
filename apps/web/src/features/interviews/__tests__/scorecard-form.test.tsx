// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { INTERVIEW_MESSAGES } from '@codecourt/contracts';
import { createQueryClient } from '@/lib/query-client';
import { openPageOn, sendJson, startTestServer, type TestServer } from '@/testing/test-server';
import { ScorecardForm } from '@/features/interviews/components/scorecard-form';
import { checkScorecard, draftOf } from '@/features/interviews/lib/scorecard-form';

const ROOM = '00000000-0000-4000-8000-000000000041';
let server: TestServer | undefined;

afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

async function serveScorecard(): Promise<TestServer> {
  server = await startTestServer((request, response) => {
    const body = JSON.parse(request.body) as Record<string, unknown>;
    const now = '2026-05-04T11:00:00.000Z';
    sendJson(response, 200, { ...body, updatedAt: now, sharedAt: body.shared === true ? now : null });
  });
  openPageOn(server, `/interviews/${ROOM}`);
  return server;
}

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ScorecardForm interviewId={ROOM} card={null} />
    </QueryClientProvider>,
  );
}

describe('the scorecard form', () => {
  it('when nothing is filled, then every area and the recommendation say what is missing', () => {
    const checked = checkScorecard(draftOf(null));
    expect(checked).toEqual({
      ok: false,
      errors: {
        problemSolving: INTERVIEW_MESSAGES.scoreInvalid,
        coding: INTERVIEW_MESSAGES.scoreInvalid,
        communication: INTERVIEW_MESSAGES.scoreInvalid,
        testing: INTERVIEW_MESSAGES.scoreInvalid,
        recommendation: INTERVIEW_MESSAGES.recommendationInvalid,
      },
    });
  });

  it('when every field is filled, then the request is the contracts’ shape', () => {
    const checked = checkScorecard({
      scores: { problemSolving: 4, coding: 3, communication: 2, testing: 1 },
      recommendation: 'hire',
      feedback: 'Clear thinking.',
      shared: true,
    });
    expect(checked).toEqual({
      ok: true,
      request: {
        scores: { problemSolving: 4, coding: 3, communication: 2, testing: 1 },
        recommendation: 'hire',
        feedback: 'Clear thinking.',
        shared: true,
      },
    });
  });

  it('when saved half filled, then nothing is sent and the missing fields are marked', async () => {
    const user = userEvent.setup();
    const api = await serveScorecard();
    renderForm();
    const coding = screen.getByRole('group', { name: 'Coding' });
    await user.click(within(coding).getByRole('radio', { name: '3' }));
    await user.click(screen.getByRole('button', { name: 'Save scorecard' }));

    expect(within(coding).queryByText(INTERVIEW_MESSAGES.scoreInvalid)).toBeNull();
    const testing = screen.getByRole('group', { name: 'Testing' });
    expect(within(testing).getByText(INTERVIEW_MESSAGES.scoreInvalid)).toBeDefined();
    expect(screen.getByText(INTERVIEW_MESSAGES.recommendationInvalid)).toBeDefined();
    expect(api.requests).toHaveLength(0);
  });

  it('when filled and shared, then the card is put whole and the form says it is shared', async () => {
    const user = userEvent.setup();
    const api = await serveScorecard();
    renderForm();
    for (const [area, score] of [
      ['Problem solving', '4'],
      ['Coding', '3'],
      ['Communication', '4'],
      ['Testing', '2'],
    ] as const)
      await user.click(within(screen.getByRole('group', { name: area })).getByRole('radio', { name: score }));
    await user.selectOptions(screen.getByLabelText('Recommendation'), 'hire');
    await user.type(screen.getByLabelText('Feedback for the candidate'), 'Test the edges first.');
    await user.click(screen.getByLabelText('Share with the candidate'));
    await user.click(screen.getByRole('button', { name: 'Save scorecard' }));

    expect((await screen.findByTestId('scorecard-saved')).textContent).toBe(
      'Saved and shared with the candidate',
    );
    const [put] = api.hits(`/interviews/${ROOM}/scorecard`);
    expect(put?.method).toBe('PUT');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({
      scores: { problemSolving: 4, coding: 3, communication: 4, testing: 2 },
      recommendation: 'hire',
      feedback: 'Test the edges first.',
      shared: true,
    });
  });
});
