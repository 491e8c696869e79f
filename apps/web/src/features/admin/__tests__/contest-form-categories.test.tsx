// @vitest-environment happy-dom
// Issue #36: the contest form's categories: added and removed by name, checked with the API's messages, and
// the API's refusal to drop a category someone registered in shown beside the field.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  CONTEST_CATEGORIES,
  CONTEST_MESSAGES,
  type ContestDetail,
  type ContestInput,
} from '@codecourt/contracts';
import { createQueryClient } from '@/lib/query-client';
import { openPageOn, sendJson, startTestServer, type TestServer } from '@/testing/test-server';
import { ContestForm } from '@/features/admin/components/contest-form';
import { storedContest } from '@/features/admin/__tests__/contest-fixtures';

const contest: ContestDetail = { ...storedContest, categories: ['Students', 'Open'] };
let server: TestServer | undefined;

/** The contests API: Students has a registration, so a save without it is refused (409) as the API does. */
async function serve(): Promise<TestServer> {
  const started = await startTestServer((request, response) => {
    if (request.method === 'PUT') {
      const input = JSON.parse(request.body) as ContestInput;
      if (!(input.categories ?? []).includes('Students'))
        sendJson(response, 409, { error: CONTEST_MESSAGES.categoryInUse });
      else sendJson(response, 200, { ...contest, categories: input.categories });
    } else if (request.path === '/problem/getAllProblem') sendJson(response, 200, []);
    else sendJson(response, 200, { secretProblems: [], newProblemIds: [] });
  });
  openPageOn(started, `/admin/contests/${contest._id}/edit`);
  server = started;
  return started;
}

const puts = (api: TestServer) =>
  api.requests
    .filter((request) => request.method === 'PUT')
    .map((request) => (JSON.parse(request.body) as ContestInput).categories);

function renderForm(saved: ContestDetail[] = []) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ContestForm contest={contest} onSaved={(answer) => saved.push(answer)} />
    </QueryClientProvider>,
  );
}

const field = () => screen.getByTestId('category-fields');
const names = () =>
  within(within(field()).getByRole('list', { name: 'Categories' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

describe('the contest form’s categories', () => {
  it('when names are added, then a blank, a too long or a repeated one is refused with the API’s message; the list is sent', async () => {
    const user = userEvent.setup();
    const api = await serve();
    const saved: ContestDetail[] = [];
    renderForm(saved);
    expect(names()).toEqual(['Students', 'Open']);
    const input = within(field()).getByLabelText('New category');
    const add = within(field()).getByRole('button', { name: 'Add' });

    await user.click(add);
    expect(within(field()).getByTestId('field-error').textContent).toBe(CONTEST_MESSAGES.categoryNameInvalid);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.type(input, 'x'.repeat(CONTEST_CATEGORIES.nameMaxLength + 1));
    await user.click(add);
    expect(within(field()).getByTestId('field-error').textContent).toBe(CONTEST_MESSAGES.categoryNameInvalid);
    await user.clear(input);
    await user.type(input, '  students ');
    await user.click(add);
    expect(within(field()).getByTestId('field-error').textContent).toBe(CONTEST_MESSAGES.categoriesNotUnique);
    expect(names()).toEqual(['Students', 'Open']);

    await user.clear(input);
    // Enter adds the name; it does not save the contest.
    await user.type(input, ' Juniors {Enter}');
    expect(names()).toEqual(['Students', 'Open', 'Juniors']);
    expect(within(field()).queryByTestId('field-error')).toBeNull();
    expect(puts(api)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save contest' }));
    await waitFor(() => {
      expect(saved).toHaveLength(1);
    });
    expect(puts(api)).toEqual([['Students', 'Open', 'Juniors']]);
  });

  it('when the list is full, then one more is refused with the limit’s message', async () => {
    const user = userEvent.setup();
    await serve();
    const full = Array.from({ length: CONTEST_CATEGORIES.max }, (_, n) => `Group ${String(n + 1)}`);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ContestForm contest={{ ...contest, categories: full }} onSaved={() => undefined} />
      </QueryClientProvider>,
    );
    await user.type(within(field()).getByLabelText('New category'), 'Extra{Enter}');
    expect(within(field()).getByTestId('field-error').textContent).toBe(CONTEST_MESSAGES.categoriesTooMany);
    expect(names()).toHaveLength(CONTEST_CATEGORIES.max);
  });

  it('when a category someone registered in is removed, then the API’s 409 shows beside the field', async () => {
    const user = userEvent.setup();
    const api = await serve();
    renderForm();

    await user.click(within(field()).getByRole('button', { name: 'Remove category Students' }));
    expect(names()).toEqual(['Open']);
    await user.click(screen.getByRole('button', { name: 'Save contest' }));
    await waitFor(() => {
      expect(within(field()).getByTestId('field-error').textContent).toBe(CONTEST_MESSAGES.categoryInUse);
    });
    expect(puts(api)).toEqual([['Open']]);
    expect(screen.getByRole('alert').textContent).toBe(CONTEST_MESSAGES.categoryInUse);
  });
});
