// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { CONTEST_MESSAGES, type ContestDetail, type ContestInput } from '@codecourt/contracts';
import { createQueryClient } from '@/lib/query-client';
import { openPageOn, sendJson, startTestServer, type TestServer } from '@/testing/test-server';
import { ContestForm } from '@/features/admin/components/contest-form';
import { storedContest } from '@/features/admin/__tests__/contest-fixtures';

const CONTEST_ID = storedContest._id;
const contest: ContestDetail = { ...storedContest, title: 'Regional', teamSize: 3 };
let server: TestServer | undefined;

/** The contests API: a save answers the contest as sent; the library lists nothing. */
async function serve(): Promise<TestServer> {
  const started = await startTestServer((request, response) => {
    if (request.method === 'PUT') {
      const input = JSON.parse(request.body) as ContestInput;
      sendJson(response, 200, { ...contest, teamSize: input.teamSize ?? 1 });
    } else if (request.path === '/problem/getAllProblem') sendJson(response, 200, []);
    else sendJson(response, 200, { secretProblems: [], newProblemIds: [] });
  });
  openPageOn(started, `/admin/contests/${CONTEST_ID}/edit`);
  server = started;
  return started;
}

afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

describe('the contest form’s team size', () => {
  it('when a team contest is opened, then the field holds its size; out of range is refused; 2 is sent', async () => {
    const user = userEvent.setup();
    const api = await serve();
    const saved: ContestDetail[] = [];
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ContestForm contest={contest} onSaved={(answer) => saved.push(answer)} />
      </QueryClientProvider>,
    );

    const field = screen.getByLabelText<HTMLInputElement>('Team size');
    expect(field.value).toBe('3');
    expect(screen.getByText('1: individual contest')).toBeDefined();

    await user.clear(field);
    await user.type(field, '6');
    await user.click(screen.getByRole('button', { name: 'Save contest' }));
    expect(screen.getByTestId('field-error').textContent).toBe(CONTEST_MESSAGES.teamSizeInvalid);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(api.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '2');
    await user.click(screen.getByRole('button', { name: 'Save contest' }));
    await waitFor(() => {
      expect(saved).toHaveLength(1);
    });
    const [put] = api.requests.filter((request) => request.method === 'PUT');
    expect((JSON.parse(put?.body ?? '{}') as ContestInput).teamSize).toBe(2);
  });
});

describe('the contest form’s medals', () => {
  it('when a contest with medals is opened, then each field holds its count; saved, all three are sent', async () => {
    const user = userEvent.setup();
    const api = await serve();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ContestForm
          contest={{ ...contest, medals: { gold: 4, silver: 4, bronze: 5 } }}
          onSaved={() => undefined}
        />
      </QueryClientProvider>,
    );

    const gold = screen.getByLabelText<HTMLInputElement>('Gold medals');
    const bronze = screen.getByLabelText<HTMLInputElement>('Bronze medals');
    expect([
      gold.value,
      screen.getByLabelText<HTMLInputElement>('Silver medals').value,
      bronze.value,
    ]).toEqual(['4', '4', '5']);

    await user.clear(bronze);
    await user.type(bronze, '101');
    await user.click(screen.getByRole('button', { name: 'Save contest' }));
    expect(screen.getByTestId('field-error').textContent).toBe(CONTEST_MESSAGES.medalsInvalid);
    expect(bronze.getAttribute('aria-invalid')).toBe('true');
    expect(api.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);

    await user.clear(bronze);
    await user.type(bronze, '6');
    await user.click(screen.getByRole('button', { name: 'Save contest' }));
    await waitFor(() => {
      expect(api.requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
    });
    const [put] = api.requests.filter((request) => request.method === 'PUT');
    expect((JSON.parse(put?.body ?? '{}') as ContestInput).medals).toEqual({ gold: 4, silver: 4, bronze: 6 });
  });
});
