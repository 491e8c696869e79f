// @vitest-environment happy-dom
// Issue #36: a contest with categories asks for one when registering (a team's too), requires it with the
// API's message, and the contest page names the category registered in.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { CONTEST_MESSAGES, type ContestRegistration, type Team } from '@codecourt/contracts';
import { authStore } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { signedInUser } from '@/testing/signed-in-user';
import { openPageOn, sendJson, startTestServer, type TestServer } from '@/testing/test-server';
import { RegisterButton } from '@/features/contests/components/register-button';
import { CATEGORIES, categoryContest as contest } from './category-fixtures';

const REGISTER = `/contests/${contest._id}/register`;
const panic: Team = {
  _id: '00000000-0000-4000-8000-0000000000e1',
  name: 'Kernel Panic',
  affiliation: null,
  country: null,
  inviteCode: 'Abc_def-123456789',
  members: [
    { userId: '00000000-0000-4000-8000-000000000101', firstName: 'M1', lastName: null, role: 'captain' },
  ],
};
let server: TestServer | undefined;

/** The API: the contest (by slug, for the list's button), the user's teams and a register route. */
async function serve(registration: ContestRegistration = 'open'): Promise<TestServer> {
  const started = await startTestServer((request, response) => {
    if (request.path === `/contests/${contest.slug}`) sendJson(response, 200, { ...contest, registration });
    else if (request.path === '/teams/mine') sendJson(response, 200, [panic]);
    else if (request.path === REGISTER) sendJson(response, 200, { registered: true });
    else sendJson(response, 404, { error: 'Route not found' });
  });
  openPageOn(started, '/contests/regional');
  authStore.setState({ user: signedInUser, isAuthenticated: true, sessionChecked: true });
  server = started;
  return started;
}

function renderButton(props: Partial<Parameters<typeof RegisterButton>[0]> = {}) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <RegisterButton contest={contest} {...props} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const posts = (api: TestServer) => api.hits(REGISTER).map((request) => JSON.parse(request.body) as unknown);
const categoryDialog = () => screen.findByRole('dialog', { name: 'Choose a category for Regional' });

afterEach(async () => {
  cleanup();
  authStore.setState({ user: null, isAuthenticated: false, sessionChecked: false });
  await server?.close();
  server = undefined;
});

describe('registering in a contest with categories', () => {
  it('when none is chosen, then the API’s message asks for one and nothing is sent; the chosen one is sent', async () => {
    const user = userEvent.setup();
    const api = await serve();
    renderButton({ registration: 'open', categories: CATEGORIES });

    await user.click(screen.getByRole('button', { name: 'Register for Regional' }));
    const dialog = await categoryDialog();
    const select = within(dialog).getByLabelText<HTMLSelectElement>('Category');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose one', ...CATEGORIES]);
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(CONTEST_MESSAGES.categoryRequired);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(posts(api)).toEqual([]);

    await user.selectOptions(select, 'Students');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await expect.poll(() => posts(api)).toEqual([{ category: 'Students' }]);
  });

  it('when the button on the list is pressed, then the contest tells its categories and one is asked', async () => {
    const user = userEvent.setup();
    const api = await serve();
    renderButton();

    await user.click(screen.getByRole('button', { name: 'Register for Regional' }));
    const dialog = await categoryDialog();
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Open');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await expect.poll(() => posts(api)).toEqual([{ category: 'Open' }]);
  });

  it('when a team contest needs a code, then the team, its category and the code are asked in turn and sent together', async () => {
    const user = userEvent.setup();
    const api = await serve('code');
    renderButton({ contest: { ...contest, teamSize: 3 }, registration: 'code', categories: CATEGORIES });

    await user.click(screen.getByRole('button', { name: 'Register for Regional' }));
    const teams = await screen.findByRole('dialog', { name: 'Register a team for Regional' });
    await within(teams).findByLabelText('Team');
    await user.click(within(teams).getByRole('button', { name: 'Register team' }));
    const dialog = await categoryDialog();
    expect(dialog.textContent).toContain('Your team takes part');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Open');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const code = await screen.findByRole('dialog', { name: 'Register for Regional' });
    await user.type(within(code).getByLabelText('This contest needs an access code.'), 'open-sesame');
    await user.click(within(code).getByRole('button', { name: 'Register' }));
    await expect
      .poll(() => posts(api))
      .toEqual([{ teamId: panic._id, category: 'Open', accessCode: 'open-sesame' }]);
  });

  it('when the user is registered in a category, then the page names it beside the registration', async () => {
    await serve();
    renderButton({ contest: { ...contest, registered: true }, category: 'Students' });
    expect(screen.getByTestId('registered-badge').textContent).toBe('Registered');
    expect(screen.getByTestId('registered-category').textContent).toBe('Category: Students');
  });
});
