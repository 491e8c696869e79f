// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { INTERVIEW_MESSAGES } from '@codecourt/contracts';
import { createQueryClient } from '@/lib/query-client';
import { openPageOn, sendJson, startTestServer, type TestServer } from '@/testing/test-server';
import { InviteObserverForm } from '@/features/interviews/components/invite-observer-form';
import { room } from '@/features/interviews/__tests__/interview-fixtures';

const ROOM = room('7');
const EVE = '00000000-0000-4000-8000-0000000000ee';
let server: TestServer | undefined;

afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

/** POST /interviews/{id}/observers: Eve's public handle and id are known; anything else is the API's 404. */
async function serveObservers(): Promise<TestServer> {
  server = await startTestServer((request, response) => {
    const body = JSON.parse(request.body) as { handle?: string; userId?: string };
    if (body.handle !== 'eve' && body.userId !== EVE) {
      sendJson(response, 404, {
        error: body.handle ? INTERVIEW_MESSAGES.observerHandleUnknown : INTERVIEW_MESSAGES.observerUnknown,
      });
      return;
    }
    sendJson(response, 200, {
      ...ROOM,
      participants: [...ROOM.participants, { userId: EVE, firstName: 'Eve', role: 'observer' }],
    });
  });
  openPageOn(server, `/interviews/${ROOM._id}`);
  return server;
}

async function invite(who: string) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <InviteObserverForm room={ROOM} />
    </QueryClientProvider>,
  );
  await user.type(screen.getByLabelText("Observer's handle or user id"), who);
  await user.click(screen.getByRole('button', { name: 'Invite' }));
}

describe('inviting an observer', () => {
  it('when a handle is typed, then it is sent as a handle and the form says they are invited', async () => {
    const api = await serveObservers();
    await invite(' Eve ');

    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Invited: they can open this room from their Interviews page.',
    );
    expect(api.hits(`/interviews/${ROOM._id}/observers`).map((r) => JSON.parse(r.body) as unknown)).toEqual([
      { handle: 'eve' },
    ]);
  });

  it('when a user id is pasted, then it is sent as a user id', async () => {
    const api = await serveObservers();
    await invite(EVE);

    await screen.findByRole('status');
    expect(api.hits(`/interviews/${ROOM._id}/observers`).map((r) => JSON.parse(r.body) as unknown)).toEqual([
      { userId: EVE },
    ]);
  });

  it('when the handle finds no public profile, then the API’s message is shown', async () => {
    await serveObservers();
    await invite('mallory');

    expect((await screen.findByRole('alert')).textContent).toBe(INTERVIEW_MESSAGES.observerHandleUnknown);
  });

  it('when what is typed is neither a handle nor an id, then nothing is sent and the form says what to type', async () => {
    const api = await serveObservers();
    await invite('not a handle!');

    expect((await screen.findByRole('alert')).textContent).toMatch(/public handle/);
    expect(api.requests).toHaveLength(0);
  });
});
