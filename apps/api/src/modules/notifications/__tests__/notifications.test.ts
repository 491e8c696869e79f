import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTEST_STARTING_NOTICE_MS, notificationListResponseSchema } from '@codecourt/contracts';
import type { NotificationListResponse } from '@codecourt/contracts';
import { contestParticipations, contests } from '../../../db/schema/index.js';
import { adminBrowser } from '../../../testing/admin-browser.js';
import { listenOnFreePort, openEventStream } from '../../../testing/event-stream-client.js';
import { newSignup } from '../../../testing/fixtures.js';
import { judgedHistory } from '../../../testing/judged-history.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { openBrowser } from '../../../testing/test-browser.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { notifyContestsStarting } from '../contest-starting.js';

const ADMIN = newSignup({ emailId: 'notify-admin@example.com' });
let t: TestApp;
let admin: TestBrowser;
let problemId: string;
let server: Awaited<ReturnType<typeof listenOnFreePort>>;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAIL: ADMIN.emailId, ADMIN_PASSWORD: ADMIN.password } });
  admin = await adminBrowser(t.app, ADMIN);
  problemId = await judgedHistory(t.database.db).problem();
  server = await listenOnFreePort(t.app);
});
afterAll(async () => {
  await server.close();
  await t.close();
});

async function inbox(browser: TestBrowser): Promise<NotificationListResponse> {
  const res = await browser.get('/api/notifications');
  expect(res.status).toBe(200);
  return notificationListResponseSchema.parse(res.body);
}

async function discussionOf(browser: TestBrowser, title = 'Two pointers?'): Promise<string> {
  const res = await browser.post('/api/discussions/create', { problemId, title, content: 'Why?' });
  expect(res.status).toBe(201);
  return (res.body as { _id: string })._id;
}

describe('notifications of discussions', () => {
  it('when another user replies, then the author has one unread notification naming them, and a self-reply adds none', async () => {
    const { browser: ada } = await signedInBrowser(t.app);
    const { browser: bob, user: bobUser } = await signedInBrowser(t.app);
    const id = await discussionOf(ada);

    await ada.post(`/api/discussions/${id}/reply`, { content: 'Answering myself' });
    await bob.post(`/api/discussions/${id}/reply`, { content: 'Sort first.' });

    const { notifications, unreadCount } = await inbox(ada);
    expect(unreadCount).toBe(1);
    expect(notifications).toMatchObject([
      { kind: 'discussionReply', subject: 'Two pointers?', read: false, actor: { _id: bobUser._id } },
    ]);
    expect(notifications[0]?.href).toMatch(/^\/discussions\/p-/);
    expect((await inbox(bob)).notifications).toEqual([]);
  });

  it('when a voter votes, withdraws and votes again, then the author is told once', async () => {
    const { browser: ada } = await signedInBrowser(t.app);
    const { browser: bob } = await signedInBrowser(t.app);
    const id = await discussionOf(ada);

    for (const _ of [1, 2, 3]) await bob.post(`/api/discussions/${id}/vote`, { voteType: 'upvote' });

    expect((await inbox(ada)).notifications.map((n) => n.kind)).toEqual(['discussionVote']);
  });
});

describe('reading notifications', () => {
  it('when a user marks one as read, then the count drops; another user cannot mark it (404); read-all clears the rest', async () => {
    const { browser: ada } = await signedInBrowser(t.app);
    const { browser: bob } = await signedInBrowser(t.app);
    const id = await discussionOf(ada);
    await bob.post(`/api/discussions/${id}/reply`, { content: 'One' });
    await bob.post(`/api/discussions/${id}/reply`, { content: 'Two' });
    const [newest] = (await inbox(ada)).notifications;

    expect((await bob.post(`/api/notifications/${newest?._id ?? ''}/read`, {})).status).toBe(404);
    expect((await ada.post('/api/notifications/not-an-id/read', {})).status).toBe(404);
    const one = await ada.post(`/api/notifications/${newest?._id ?? ''}/read`, {});

    expect(one.body).toEqual({ unreadCount: 1 });
    expect((await inbox(ada)).notifications.map((n) => n.read)).toEqual([true, false]);
    expect((await ada.post('/api/notifications/read-all', {})).body).toEqual({ unreadCount: 0 });
    expect((await inbox(ada)).unreadCount).toBe(0);
  });

  it('when signed out, then the list and the stream answer 401', async () => {
    const visitor = await openBrowser(t.app);
    expect((await visitor.get('/api/notifications')).status).toBe(401);
    expect((await visitor.get('/api/notifications/events')).status).toBe(401);
  });
});

describe('the live stream', () => {
  it('when another user replies while the author watches, then the stream pushes the new unread count', async () => {
    const { browser: ada } = await signedInBrowser(server.baseUrl);
    const { browser: bob } = await signedInBrowser(server.baseUrl);
    const id = await discussionOf(ada);
    const stream = await openEventStream(server.baseUrl, ada, '/api/notifications/events');
    expect(stream.contentType).toMatch(/text\/event-stream/);
    await vi.waitFor(() => {
      expect(stream.events.map((e) => e.data)).toEqual([{ unreadCount: 0 }]);
    });

    await bob.post(`/api/discussions/${id}/reply`, { content: 'Live!' });

    await vi.waitFor(() => {
      expect(stream.events.at(-1)).toMatchObject({ event: 'unread', data: { unreadCount: 1 } });
    });
    stream.close();
  });
});

describe('badges, contests and clarifications', () => {
  it('when a first accepted solve earns a badge, then the user is told of it once', async () => {
    const history = judgedHistory(t.database.db);
    const { browser, user } = await signedInBrowser(t.app);

    await history.judged(user._id, problemId, 'Wrong Answer', new Date());
    await history.judged(user._id, problemId, 'Accepted', new Date());
    await history.judged(user._id, problemId, 'Accepted', new Date());

    expect((await inbox(browser)).notifications).toMatchObject([
      { kind: 'badgeEarned', subject: 'First Solve', href: '/profile', actor: null },
    ]);
  });

  it('when a registered contest is about to start, then each participant is told once however often the sweep runs', async () => {
    const { browser, user } = await signedInBrowser(t.app);
    const now = new Date();
    const [contest] = await t.database.db
      .insert(contests)
      .values({
        slug: 'soon',
        title: 'Soon Round',
        format: 'icpc',
        startAt: new Date(now.getTime() + CONTEST_STARTING_NOTICE_MS / 2),
        endAt: new Date(now.getTime() + 3 * CONTEST_STARTING_NOTICE_MS),
        penaltyMinutes: 20,
      })
      .returning({ id: contests.id });
    await t.database.db
      .insert(contestParticipations)
      .values({ contestId: contest?.id ?? '', userId: user._id });

    expect(await notifyContestsStarting(t.database.db, now)).toBe(1);
    expect(await notifyContestsStarting(t.database.db, now)).toBe(0);

    expect((await inbox(browser)).notifications).toMatchObject([
      { kind: 'contestStarting', subject: 'Soon Round', href: '/contests/soon' },
    ]);
  });

  it('when an admin answers a participant’s question, then the asker is told', async () => {
    const { browser } = await signedInBrowser(t.app);
    const created = await admin.post('/api/contests', {
      title: 'Asked Round',
      format: 'icpc',
      startAt: new Date(Date.now() - 60_000).toISOString(),
      endAt: new Date(Date.now() + 3_600_000).toISOString(),
      problems: [{ label: 'A', problemId }],
    });
    expect(created.status).toBe(201);
    const contest = created.body as { _id: string; slug: string };
    await browser.post(`/api/contests/${contest._id}/register`, {});
    const asked = await browser.post(`/api/contests/${contest._id}/clarifications`, { text: 'Is n > 0?' });
    expect(asked.status).toBe(201);

    await admin.post(
      `/api/contests/${contest._id}/clarifications/${(asked.body as { _id: string })._id}/answer`,
      {
        text: 'Yes.',
        broadcast: false,
      },
    );

    expect((await inbox(browser)).notifications).toMatchObject([
      { kind: 'clarificationAnswered', subject: 'Asked Round', href: `/contests/${contest.slug}` },
    ]);
  });
});
