// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import {
  EDITOR_LANGUAGE_IDS,
  LANGUAGE_NAME_BY_ID,
  PEER_QUEUE_MESSAGES,
  type NotificationListResponse,
  type PeerQueueState,
} from '@codecourt/contracts';
import { notificationKeys } from '@/lib/notification-keys';
import { createQueryClient } from '@/lib/query-client';
import { openPageOn, sendJson, startTestServer, type TestServer } from '@/testing/test-server';
import { PeerQueueCard } from '@/features/interviews/components/peer-queue-card';

const ROOM = '00000000-0000-4000-8000-000000000041';
const LANGUAGE = EDITOR_LANGUAGE_IDS[0] ?? 'python';
let server: TestServer | undefined;

/**
 * The queue in memory, moved on as the real one is: a join waits; `partnerJoins()` makes the next read
 * answer the match; leaving answers idle.
 */
async function serveQueue(initial: PeerQueueState) {
  let state = initial;
  const queue = {
    partnerJoins: () => {
      if (state.state !== 'waiting') throw new Error('nobody is waiting');
      state = {
        state: 'matched',
        level: state.level,
        languages: state.languages,
        roomId: ROOM,
        arriveBy: new Date(Date.now() + 180_000).toISOString(),
      };
    },
  };
  server = await startTestServer((request, response) => {
    if (request.path !== '/interviews/queue') {
      sendJson(response, 404, { error: 'Not found' });
      return;
    }
    if (request.method === 'POST') {
      const wish = JSON.parse(request.body) as Pick<
        Extract<PeerQueueState, { state: 'waiting' }>,
        'level' | 'languages'
      >;
      const now = Date.now();
      state = {
        state: 'waiting',
        ...wish,
        since: new Date(now).toISOString(),
        expiresAt: new Date(now + 600_000).toISOString(),
        partnerNoShow: false,
      };
    } else if (request.method === 'DELETE') state = { state: 'idle' };
    sendJson(response, 200, state);
  });
  openPageOn(server, '/interviews');
  return queue;
}

function RoomStub() {
  const { interviewId } = useParams();
  return <p data-testid="room-page">{interviewId}</p>;
}

function renderCard() {
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/interviews']}>
        <Routes>
          <Route path="/interviews" element={<PeerQueueCard />} />
          <Route path="/interviews/:interviewId" element={<RoomStub />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

/** What the bell's live stream leaves in the cache when the server tells of a match. */
const matchPushed = (): NotificationListResponse => ({
  notifications: [
    {
      _id: '00000000-0000-4000-8000-0000000000a1',
      kind: 'peerMatched',
      actor: null,
      subject: 'medium',
      href: `/interviews/${ROOM}`,
      read: false,
      createdAt: new Date().toISOString(),
    },
  ],
  unreadCount: 1,
});

afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

describe('practising with a peer', () => {
  it('when the user joins without a language, then the form says to choose one and nothing is sent', async () => {
    const user = userEvent.setup();
    await serveQueue({ state: 'idle' });
    renderCard();

    await user.click(await screen.findByRole('button', { name: 'Find a partner' }));

    expect(screen.getByRole('alert').textContent).toBe(PEER_QUEUE_MESSAGES.languagesRequired);
    expect(server?.hits('/interviews/queue').filter((hit) => hit.method === 'POST')).toHaveLength(0);
  });

  it('when the user joins and a match is pushed to the bell, then the card reads the queue at once and opens the room', async () => {
    const user = userEvent.setup();
    const queue = await serveQueue({ state: 'idle' });
    const client = renderCard();

    await user.click(await screen.findByRole('radio', { name: 'Medium' }));
    await user.click(screen.getByRole('checkbox', { name: LANGUAGE_NAME_BY_ID[LANGUAGE] }));
    await user.click(screen.getByRole('button', { name: 'Find a partner' }));
    const waiting = await screen.findByTestId('peer-waiting');
    const [join] = server?.hits('/interviews/queue').filter((hit) => hit.method === 'POST') ?? [];
    queue.partnerJoins();
    // No fixed beat reads the queue: the waiting card stays as it is until the match is pushed.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const readsBeforePush = server?.hits('/interviews/queue').filter((hit) => hit.method === 'GET').length;
    expect(screen.queryByTestId('room-page')).toBeNull();
    client.setQueryData(notificationKeys.list(), matchPushed());

    expect(waiting.textContent).toContain('Looking for a partner');
    expect(JSON.parse(join?.body ?? '{}')).toEqual({ level: 'medium', languages: [LANGUAGE] });
    expect((await screen.findByTestId('room-page', {}, { timeout: 10_000 })).textContent).toBe(ROOM);
    expect(server?.hits('/interviews/queue').filter((hit) => hit.method === 'GET').length).toBe(
      (readsBeforePush ?? 0) + 1,
    );
  });

  it('when the user leaves while waiting, then the form comes back', async () => {
    const user = userEvent.setup();
    await serveQueue({
      state: 'waiting',
      level: 'easy',
      languages: [LANGUAGE],
      since: new Date().toISOString(),
      expiresAt: new Date(Date.now() + 600_000).toISOString(),
      partnerNoShow: false,
    });
    renderCard();

    await user.click(await screen.findByRole('button', { name: 'Leave the queue' }));

    expect(await screen.findByRole('button', { name: 'Find a partner' })).toBeDefined();
    expect(server?.hits('/interviews/queue').some((hit) => hit.method === 'DELETE')).toBe(true);
  });

  it('when the user comes back to a match found earlier, then the room is offered, not opened', async () => {
    await serveQueue({
      state: 'matched',
      level: 'easy',
      languages: [LANGUAGE],
      roomId: ROOM,
      arriveBy: new Date(Date.now() + 120_000).toISOString(),
    });
    renderCard();

    const matched = await screen.findByTestId('peer-matched');

    expect(matched.textContent).toContain('You have a partner');
    expect(screen.getByRole('link', { name: 'Open the room' }).getAttribute('href')).toBe(
      `/interviews/${ROOM}`,
    );
    expect(screen.queryByTestId('room-page')).toBeNull();
  });

  it('when the wait expired, then it says so in plain words and the form keeps the wish', async () => {
    await serveQueue({
      state: 'expired',
      level: 'hard',
      languages: [LANGUAGE],
      since: '2026-05-04T09:50:00.000Z',
      expiredAt: '2026-05-04T10:00:00.000Z',
    });
    renderCard();

    expect(await screen.findByText(/Nobody was free to practise at this level/)).toBeDefined();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Hard' }).checked).toBe(true);
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', { name: LANGUAGE_NAME_BY_ID[LANGUAGE] }).checked,
    ).toBe(true);
  });
});
