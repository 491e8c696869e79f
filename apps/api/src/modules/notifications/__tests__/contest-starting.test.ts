import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTEST_STARTING_NOTICE_MS } from '@codecourt/contracts';
import { count, eq } from 'drizzle-orm';
import { contestParticipations, contests, notifications, users } from '../../../db/schema/index.js';
import { listenOnFreePort, openEventStream } from '../../../testing/event-stream-client.js';
import { judgedHistory } from '../../../testing/judged-history.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { notifyContestsStarting } from '../contest-starting.js';
import { NOTIFICATION_CHANGES_CHANNEL, contestParticipantsPayload } from '../repository.js';

const PARTICIPANTS = 6;
let t: TestApp;
let server: Awaited<ReturnType<typeof listenOnFreePort>>;
const heard: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  server = await listenOnFreePort(t.app);
  await t.database.listen(NOTIFICATION_CHANGES_CHANNEL, {
    onChange: (payload) => heard.push(payload ?? ''),
    onLive: () => undefined,
  });
});
afterAll(async () => {
  await server.close();
  await t.close();
});

async function contestStartingSoon(slug: string, now: Date): Promise<string> {
  const [contest] = await t.database.db
    .insert(contests)
    .values({
      slug,
      title: `Round ${slug}`,
      format: 'icpc',
      startAt: new Date(now.getTime() + CONTEST_STARTING_NOTICE_MS / 2),
      endAt: new Date(now.getTime() + 3 * CONTEST_STARTING_NOTICE_MS),
      penaltyMinutes: 20,
    })
    .returning({ id: contests.id });
  if (!contest) throw new Error('no contest');
  return contest.id;
}

describe('the contest-starting sweep', () => {
  it('when many participants are told a contest starts, then one change is announced per contest and each watcher still hears its count', async () => {
    const now = new Date();
    const history = judgedHistory(t.database.db);
    const first = await contestStartingSoon('sweep-one', now);
    const second = await contestStartingSoon('sweep-two', now);
    const { browser: watcher, user: watched } = await signedInBrowser(server.baseUrl);
    const others = await Promise.all(Array.from({ length: PARTICIPANTS - 1 }, () => history.user()));
    await t.database.db
      .insert(contestParticipations)
      .values([watched._id, ...others].map((userId) => ({ contestId: first, userId })));
    await t.database.db.insert(contestParticipations).values({ contestId: second, userId: watched._id });
    const stream = await openEventStream(server.baseUrl, watcher, '/api/notifications/events');
    try {
      await vi.waitFor(() => {
        expect(stream.events.map((e) => e.data)).toEqual([{ unreadCount: 0 }]);
      });
      heard.length = 0;

      expect(await notifyContestsStarting(t.database.db, now)).toBe(PARTICIPANTS + 1);

      await vi.waitFor(() => {
        expect(stream.events.at(-1)).toMatchObject({ event: 'unread', data: { unreadCount: 2 } });
      });
      expect(heard).toHaveLength(2);
    } finally {
      stream.close();
    }
  });

  it('when more participants start than one statement may carry parameters for, then each is told once, and a later sweep only tells who registered since', async () => {
    const now = new Date();
    const contestId = await contestStartingSoon('sweep-crowd', now);
    // Over 65,535 / 5: the five columns a row of the old single INSERT bound for each participant.
    const crowd = 14_000;
    for (let from = 0; from < crowd; from += 1_000) {
      const made = await t.database.db
        .insert(users)
        .values(
          Array.from({ length: Math.min(1_000, crowd - from) }, (_, i) => ({
            firstName: `Crowd ${String(from + i)}`,
            emailId: `crowd-${String(from + i)}-${contestId}@example.com`,
            passwordHash: 'x',
          })),
        )
        .returning({ id: users.id });
      await t.database.db
        .insert(contestParticipations)
        .values(made.map(({ id }) => ({ contestId, userId: id })));
    }
    heard.length = 0;

    expect(await notifyContestsStarting(t.database.db, now)).toBe(crowd);
    const [told] = await t.database.db
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.dedupeKey, `contest-start:${contestId}`));
    expect(told?.n).toBe(crowd);
    await vi.waitFor(() => {
      expect(heard).toEqual([contestParticipantsPayload(contestId)]);
    });

    expect(await notifyContestsStarting(t.database.db, now)).toBe(0);
    const late = await judgedHistory(t.database.db).user();
    await t.database.db.insert(contestParticipations).values({ contestId, userId: late });
    expect(await notifyContestsStarting(t.database.db, now)).toBe(1);
  }, 120_000);
});
