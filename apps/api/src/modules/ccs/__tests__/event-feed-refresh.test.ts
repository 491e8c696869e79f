// The event feed reads its contest once and again only when the change feed announces a change (or one of
// the contest's times passes), however long it is followed: not once a second per contest.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdPersonalTokenSchema } from '@codecourt/contracts';
import { contests } from '../../../db/schema/index.js';
import { changeFeedCaughtUp } from '../../../testing/change-feed-caught-up.js';
import { listenOnFreePort } from '../../../testing/event-stream-client.js';
import { waitFor } from '../../../testing/wait-for.js';
import { createContestApp } from '../../contests/__tests__/contest-app.js';
import type { ContestApp } from '../../contests/__tests__/contest-app.js';

type FeedLine = { type: string; id: string | null; data: unknown; token: string };

let c: ContestApp;
let server: { baseUrl: string; close: () => Promise<void> };
let adminToken: string;
const followed: (() => void)[] = [];

beforeAll(async () => {
  c = await createContestApp();
  server = await listenOnFreePort(c.testApp.app);
  adminToken = createdPersonalTokenSchema.parse(
    (await c.admin.post('/api/tokens', { name: 'icpc tools' })).body,
  ).token;
});
afterAll(async () => {
  for (const stop of followed) stop();
  await server.close();
  await c.close();
});

/** Follows a contest's feed; the lines received so far grow as they arrive. */
async function follow(contestId: string): Promise<FeedLine[]> {
  const abort = new AbortController();
  followed.push(() => {
    abort.abort();
  });
  const res = await fetch(`${server.baseUrl}/api/ccs/contests/${contestId}/event-feed`, {
    headers: { Authorization: `Bearer ${adminToken}` },
    signal: abort.signal,
  });
  expect(res.status).toBe(200);
  const reader = (res.body as ReadableStream<Uint8Array> | null)?.getReader();
  if (!reader) throw new Error('no body');
  const received: FeedLine[] = [];
  let buffer = '';
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += new TextDecoder().decode(value);
      const cut = buffer.lastIndexOf('\n');
      if (cut < 0) continue;
      const text = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 1);
      for (const line of text.split('\n')) if (line !== '') received.push(JSON.parse(line) as FeedLine);
    }
  })().catch(() => undefined);
  await waitFor(() => Promise.resolve(received.some((l) => l.type === 'state') || undefined), 'the feed');
  return received;
}

const titlesIn = (lines: FeedLine[]) =>
  lines.filter((l) => l.type === 'contest').map((l) => (l.data as { name: string }).name);

describe('the event feed’s contest', () => {
  it('when nothing is announced, then the feed does not read the contest again; an announced change brings it', async () => {
    const contest = await c.contest({ title: 'Read Once' });
    // The contest's creation is announced too, and a followed feed rightly reads its contest again when it
    // hears that: it must be heard before the feed is followed, or the rename below would be read with it.
    await changeFeedCaughtUp(c.testApp.database);
    const received = await follow(contest._id);
    // Behind the app's back (no NOTIFY): a feed that re-reads its contest would send this title.
    await c.testApp.database.db
      .update(contests)
      .set({ title: 'Quietly Renamed' })
      .where(eq(contests.id, contest._id));
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(titlesIn(received)).toEqual(['Read Once']);

    const user = await c.user();
    await user.browser.post(`/api/contests/${contest._id}/register`, {});

    await waitFor(
      () => Promise.resolve(received.some((l) => l.type === 'teams') || undefined),
      'the new team',
    );
    expect(titlesIn(received)).toEqual(['Read Once', 'Quietly Renamed']);
  });

  it('when the contest starts while the feed is followed, then the state says so without any write', async () => {
    const startAt = new Date(Date.now() + 3_000);
    const contest = await c.contest({
      startAt: startAt.toISOString(),
      endAt: new Date(startAt.getTime() + 3_600_000).toISOString(),
    });
    const received = await follow(contest._id);
    expect(received.filter((l) => l.type === 'state').at(-1)?.data).toMatchObject({ started: null });

    await waitFor(
      () =>
        Promise.resolve(
          received.some(
            (l) => l.type === 'state' && (l.data as { started: string | null }).started !== null,
          ) || undefined,
        ),
      'the started state',
      15_000,
    );
  });
});
