// @vitest-environment happy-dom
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

const CONTEST_ID = '00000000-0000-4000-8000-0000000000c1';
const REGISTER = `/contests/${CONTEST_ID}/register`;
const contest = {
  _id: CONTEST_ID,
  slug: 'regional',
  title: 'Regional',
  status: 'Upcoming' as const,
  registered: false,
  teamSize: 3,
};
const member = (n: number) => ({
  userId: `00000000-0000-4000-8000-00000000010${String(n)}`,
  firstName: `M${String(n)}`,
  lastName: null,
  role: n === 0 ? ('captain' as const) : ('member' as const),
});
const team = (id: string, name: string, members: number): Team => ({
  _id: `00000000-0000-4000-8000-0000000000${id}`,
  name,
  affiliation: null,
  country: null,
  inviteCode: 'Abc_def-123456789',
  members: Array.from({ length: members }, (_, n) => member(n)),
});
const panic = team('e1', 'Kernel Panic', 3);
const crowd = team('e2', 'Crowd', 4);
let server: TestServer | undefined;

/** The API: the user's teams, and a register route that answers `status` (an error message when refused). */
async function serve(teams: Team[], status = 200): Promise<TestServer> {
  const started = await startTestServer((request, response) => {
    if (request.path === '/teams/mine') sendJson(response, 200, teams);
    else if (request.path === REGISTER && status === 200) sendJson(response, 200, { registered: true });
    else if (request.path === REGISTER)
      sendJson(response, status, { error: CONTEST_MESSAGES.alreadyInRegisteredTeam });
    else sendJson(response, 404, { error: 'Route not found' });
  });
  openPageOn(started, '/contests/regional');
  authStore.setState({ user: signedInUser, isAuthenticated: true, sessionChecked: true });
  server = started;
  return started;
}

function renderButton(registration: ContestRegistration = 'open') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <RegisterButton contest={contest} registration={registration} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const posts = (api: TestServer) => api.hits(REGISTER).map((request) => JSON.parse(request.body) as unknown);

afterEach(async () => {
  cleanup();
  authStore.setState({ user: null, isAuthenticated: false, sessionChecked: false });
  await server?.close();
  server = undefined;
});

describe('registering for a team contest', () => {
  it('when the user picks one of their teams, then that team is registered; a team too large cannot be picked', async () => {
    const user = userEvent.setup();
    const api = await serve([crowd, panic]);
    renderButton();

    await user.click(screen.getByRole('button', { name: 'Register for Regional' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register a team for Regional' });
    const select = await within(dialog).findByLabelText<HTMLSelectElement>('Team');
    expect(select.value).toBe(panic._id);
    const tooMany = within(select).getByRole<HTMLOptionElement>('option', { name: /Crowd/ });
    expect(tooMany.disabled).toBe(true);
    expect(tooMany.textContent).toContain('too many');

    await user.click(within(dialog).getByRole('button', { name: 'Register team' }));
    await expect.poll(() => posts(api)).toEqual([{ teamId: panic._id }]);
  });

  it('when the user is in no team, then the dialog links to the teams page and nothing can be sent', async () => {
    const user = userEvent.setup();
    const api = await serve([]);
    renderButton();

    await user.click(screen.getByRole('button', { name: 'Register for Regional' }));
    const empty = await screen.findByTestId('no-teams');
    expect(within(empty).getByRole('link', { name: 'the Teams page' }).getAttribute('href')).toBe('/teams');
    const send = screen.getByRole<HTMLButtonElement>('button', { name: 'Register team' });
    expect(send.disabled).toBe(true);
    await user.click(send);
    expect(posts(api)).toEqual([]);
  });

  it('when the API refuses the team, then its message shows in the dialog', async () => {
    const user = userEvent.setup();
    await serve([panic], 409);
    renderButton();

    await user.click(screen.getByRole('button', { name: 'Register for Regional' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register a team for Regional' });
    await within(dialog).findByLabelText('Team');
    await user.click(within(dialog).getByRole('button', { name: 'Register team' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      CONTEST_MESSAGES.alreadyInRegisteredTeam,
    );
  });

  it('when the contest needs an access code, then the code is asked after the team and both are sent', async () => {
    const user = userEvent.setup();
    const api = await serve([panic]);
    renderButton('code');

    await user.click(screen.getByRole('button', { name: 'Register for Regional' }));
    const teamDialog = await screen.findByRole('dialog', { name: 'Register a team for Regional' });
    await within(teamDialog).findByLabelText('Team');
    await user.click(within(teamDialog).getByRole('button', { name: 'Register team' }));
    const codeDialog = await screen.findByRole('dialog', { name: 'Register for Regional' });
    await user.type(within(codeDialog).getByLabelText('This contest needs an access code.'), 'open-sesame');
    await user.click(within(codeDialog).getByRole('button', { name: 'Register' }));
    await expect.poll(() => posts(api)).toEqual([{ accessCode: 'open-sesame', teamId: panic._id }]);
  });

  it('when the user is registered with a team, then the page names the team', async () => {
    await serve([panic]);
    const teamOnBoard = { _id: panic._id, name: panic.name, affiliation: null, country: null };
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <RegisterButton contest={{ ...contest, registered: true }} team={teamOnBoard} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('registered-badge').textContent).toBe('Registered with team Kernel Panic');
  });
});
