// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { TEAM_MESSAGES, type Team } from '@codecourt/contracts';
import { createQueryClient } from '@/lib/query-client';
import { signedInUser } from '@/testing/signed-in-user';
import { openPageOn, sendJson, startTestServer, type TestServer } from '@/testing/test-server';
import { TeamsView } from '@/features/teams/components/teams-view';

const TEAM_ID = '00000000-0000-4000-8000-000000000001';
const CODE = 'Abc_def-123456789';
const grace = { userId: '00000000-0000-4000-8000-0000000000bb', firstName: 'Grace', lastName: 'Hopper' };
let server: TestServer | undefined;

/** The teams API in memory, as the signed-in user sees it; `joinStatus` other than 200 refuses joins. */
async function serveTeams(joinStatus = 200): Promise<TestServer> {
  let teams: Team[] = [];
  const started = await startTestServer((request, response) => {
    if (request.method === 'GET') {
      sendJson(response, 200, teams);
      return;
    }
    if (request.method === 'POST' && request.path === '/teams') {
      const body = JSON.parse(request.body) as { name: string; affiliation?: string; country?: string };
      const team: Team = {
        _id: TEAM_ID,
        name: body.name,
        affiliation: body.affiliation ?? null,
        country: body.country ?? null,
        inviteCode: CODE,
        members: [{ userId: signedInUser._id, firstName: 'Ada', lastName: 'Lovelace', role: 'captain' }],
      };
      teams = [team];
      sendJson(response, 201, team);
      return;
    }
    if (request.method === 'POST') {
      if (joinStatus !== 200) {
        sendJson(response, joinStatus, { error: TEAM_MESSAGES.joinRefused });
        return;
      }
      const team: Team = {
        _id: TEAM_ID,
        name: 'Compile Errors',
        affiliation: null,
        country: null,
        inviteCode: CODE,
        members: [
          { ...grace, role: 'captain' },
          { userId: signedInUser._id, firstName: 'Ada', lastName: 'Lovelace', role: 'member' },
        ],
      };
      teams = [team];
      sendJson(response, 200, team);
      return;
    }
    teams = [];
    response.writeHead(204).end();
  });
  openPageOn(started, '/teams');
  server = started;
  return started;
}

function renderView(entry = '/teams') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[entry]}>
        <TeamsView userId={signedInUser._id} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

describe('the teams page', () => {
  it('when a team is created, then it is listed with the user as captain and an invite link with its code', async () => {
    const user = userEvent.setup();
    const api = await serveTeams();
    renderView();
    await screen.findByTestId('teams-empty');

    await user.type(screen.getByLabelText('Team name'), 'Kernel Panic');
    await user.type(screen.getByLabelText('Country (optional)'), 'nld');
    await user.click(screen.getByRole('button', { name: 'Create team' }));

    const card = await screen.findByRole('listitem', { name: 'Kernel Panic' });
    expect(within(card).getByText('captain')).toBeDefined();
    expect(within(card).getByText('NLD')).toBeDefined();
    const link = within(card).getByLabelText<HTMLInputElement>(/Invite link/).value;
    expect(new URL(link).searchParams.get('code')).toBe(CODE);
    expect(JSON.parse(api.hits('/teams')[0]?.body ?? '{}')).toEqual({ name: 'Kernel Panic', country: 'NLD' });
  });

  it('when the country is not three letters, then the rule’s message shows and nothing is sent', async () => {
    const user = userEvent.setup();
    const api = await serveTeams();
    renderView();
    await screen.findByTestId('teams-empty');

    await user.type(screen.getByLabelText('Team name'), 'Kernel Panic');
    await user.type(screen.getByLabelText('Country (optional)'), 'NL');
    await user.click(screen.getByRole('button', { name: 'Create team' }));

    expect(screen.getByRole('alert').textContent).toBe(TEAM_MESSAGES.countryInvalid);
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('when opened from an invite link, then the join form is filled and joining sends its code', async () => {
    const user = userEvent.setup();
    const api = await serveTeams();
    renderView(`/teams?team=${TEAM_ID}&code=${CODE}`);
    await screen.findByTestId('teams-empty');

    await user.click(screen.getByRole('button', { name: 'Join team' }));

    const card = await screen.findByRole('listitem', { name: 'Compile Errors' });
    expect(within(card).getByText('Grace Hopper')).toBeDefined();
    expect(api.hits(`/teams/${TEAM_ID}/join`).map((request) => JSON.parse(request.body) as unknown)).toEqual([
      { inviteCode: CODE },
    ]);
  });

  it('when the join is refused, then the server’s message shows', async () => {
    const user = userEvent.setup();
    await serveTeams(403);
    renderView(`/teams?team=${TEAM_ID}&code=wrong`);
    await screen.findByTestId('teams-empty');

    await user.click(screen.getByRole('button', { name: 'Join team' }));

    expect((await screen.findByRole('alert')).textContent).toBe(TEAM_MESSAGES.joinRefused);
  });

  it('when a member leaves and confirms, then their removal is sent and the team is gone from the list', async () => {
    const user = userEvent.setup();
    const api = await serveTeams();
    renderView(`/teams?team=${TEAM_ID}&code=${CODE}`);
    await screen.findByTestId('teams-empty');
    await user.click(screen.getByRole('button', { name: 'Join team' }));
    await screen.findByRole('listitem', { name: 'Compile Errors' });

    // A plain member may leave but not remove the captain.
    expect(screen.queryByRole('button', { name: 'Remove Grace Hopper' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Leave Compile Errors' }));
    await user.click(screen.getByRole('button', { name: 'Confirm: leave Compile Errors' }));

    expect(await screen.findByTestId('teams-empty')).toBeDefined();
    expect(api.requests.filter((request) => request.method === 'DELETE').map((r) => r.path)).toEqual([
      `/teams/${TEAM_ID}/members/${signedInUser._id}`,
    ]);
  });
});
