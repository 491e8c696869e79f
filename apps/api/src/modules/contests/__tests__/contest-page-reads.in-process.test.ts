// A contest page at a contest's start (issue #39): every participant opens it within a minute, so each API
// instance keeps the contest row and its problem set until an edit says otherwise. A second instance's page
// reads, over the same database, hear of an edit only through the change feed; the app's own instance
// reads its own edit back at once.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contestDetailSchema } from '@codecourt/contracts';
import { notifyStatement } from '../../../db/change-feed.js';
import { contests, problems } from '../../../db/schema/index.js';
import { changeFeedCaughtUp } from '../../../testing/change-feed-caught-up.js';
import { openBrowser } from '../../../testing/test-browser.js';
import { ADD_TWO } from '../../../testing/tiny-package.js';
import { waitFor } from '../../../testing/wait-for.js';
import { PROBLEM_CHANGES_CHANNEL } from '../../problems/problem-changes.js';
import { createContestPageReads } from '../contest-page-reads.js';
import { createContestRepository } from '../repository.js';
import { minutesFromNow, useContestServer } from './contest-app.js';
import type { ContestApp } from './contest-app.js';

const server = useContestServer();
let c: ContestApp;
beforeAll(() => {
  c = server.app;
});

/**
 * Another instance's page reads, over a repository that counts the queries they send. Nothing is kept until
 * the feed listens, so `probe` (a contest's id) is read until a second read of it sends nothing.
 */
async function otherInstance(probe: string) {
  const { db, listen } = c.testApp.database;
  const repository = createContestRepository(db);
  const sent = { contest: 0, problems: 0 };
  const reads = createContestPageReads(
    {
      findByIdOrSlug: (ref) => {
        sent.contest += 1;
        return repository.findByIdOrSlug(ref);
      },
      problemsOf: (contestId) => {
        sent.problems += 1;
        return repository.problemsOf(contestId);
      },
    },
    listen,
  );
  await waitFor(async () => {
    await reads.contest(probe);
    const after = sent.contest;
    await reads.contest(probe);
    return sent.contest === after ? true : undefined;
  }, 'the page reads to listen');
  return { reads, sent };
}

/** The admin's edit of a running contest: a new title, problem A alone. */
const retitle = (contestId: string, title: string) =>
  c.admin.send('put', `/api/contests/${contestId}`, {
    body: {
      title,
      format: 'icpc',
      startAt: minutesFromNow(-30),
      endAt: minutesFromNow(60),
      problems: [{ label: 'A', problemId: c.problemIds[0] }],
    },
  });

describe('a contest page read by every participant at the start', () => {
  it('when a thousand views arrive, then the contest and its problems are read once; a registration or a verdict keeps them, an edit on another instance replaces them', async () => {
    const contest = await c.contest({ title: 'Page kept' });
    const probe = await c.contest({ title: 'Probe' });
    const { reads, sent } = await otherInstance(probe._id);
    const start = { ...sent };
    const views = await Promise.all(
      Array.from({ length: 1_000 }, async (_, i) => {
        const row = await reads.contest(i % 2 === 0 ? contest._id : contest.slug);
        return [row?.title, (await reads.problemsOf(contest._id)).map((p) => p.label).join()];
      }),
    );
    expect(new Set(views.map((v) => v.join('|')))).toEqual(new Set(['Page kept|A,B']));
    // One read by id, one by slug: the page names the contest either way.
    expect(sent.contest - start.contest).toBe(2);
    expect(sent.problems - start.problems).toBe(1);

    // A registration and a verdict change the board, not the page's contest or problems.
    const ada = await c.user();
    expect((await ada.browser.post(`/api/contests/${contest._id}/register`, {})).status).toBe(200);
    const submitted = await ada.browser.post(`/api/contests/${contest._id}/submit/A`, {
      code: ADD_TWO.python,
      language: 'python',
    });
    expect(submitted.body).toMatchObject({ verdict: 'Accepted' });
    await changeFeedCaughtUp(c.testApp.database);
    await reads.contest(contest._id);
    await reads.problemsOf(contest._id);
    expect(sent.contest - start.contest).toBe(2);
    expect(sent.problems - start.problems).toBe(1);

    // The admin edits it on the app's instance: the other one has it once the feed delivers the commit.
    const edited = await retitle(contest._id, 'Page edited');
    expect(edited.status).toBe(200);
    await changeFeedCaughtUp(c.testApp.database);
    expect((await reads.contest(contest._id))?.title).toBe('Page edited');
    expect((await reads.problemsOf(contest._id)).map((p) => p.label)).toEqual(['A']);

    // A problem's edit (its title shows on the page) replaces the problem sets, not the contest rows.
    const before = { ...sent };
    await c.testApp.database.db.execute(notifyStatement(PROBLEM_CHANGES_CHANNEL));
    await changeFeedCaughtUp(c.testApp.database);
    await reads.contest(contest._id);
    await reads.problemsOf(contest._id);
    expect(sent).toEqual({ contest: before.contest, problems: before.problems + 1 });
  });

  it('when the admin edits a contest, then the page on the same instance shows the edit in its answer and at once after it', async () => {
    const contest = await c.contest({ title: 'Before the edit' });
    const visitor = await openBrowser(c.testApp.app);
    const page = async () =>
      contestDetailSchema.parse((await visitor.get(`/api/contests/${contest._id}`)).body);
    expect((await page()).title).toBe('Before the edit');
    await changeFeedCaughtUp(c.testApp.database);
    expect((await page()).title).toBe('Before the edit');
    const edited = await retitle(contest._id, 'After the edit');
    expect(contestDetailSchema.parse(edited.body).title).toBe('After the edit');
    expect((await page()).title).toBe('After the edit');
    expect((await c.admin.send('delete', `/api/contests/${contest._id}`)).status).toBe(200);
    expect((await visitor.get(`/api/contests/${contest._id}`)).status).toBe(404);
  });

  it('when a problem is renamed, then the contest page shows the new title once the problem feed says so, not before', async () => {
    const contest = await c.contest({ title: 'Problem titles' });
    const titles = async () =>
      contestDetailSchema
        .parse((await c.admin.get(`/api/contests/${contest._id}`)).body)
        .problems.map((p) => p.title);
    const [before] = await titles();
    await changeFeedCaughtUp(c.testApp.database);
    expect((await titles())[0]).toBe(before);
    // Written behind the product's back, with no notification: the page's kept problem set still has the old one.
    const [problemId] = c.problemIds;
    const renamed = await c.testApp.database.db
      .update(problems)
      .set({ title: 'Renamed quietly' })
      .where(eq(problems.id, problemId))
      .returning({ title: problems.title });
    expect(renamed).toEqual([{ title: 'Renamed quietly' }]);
    try {
      expect((await titles())[0]).toBe(before);
      await c.testApp.database.db.execute(notifyStatement(PROBLEM_CHANGES_CHANNEL));
      await changeFeedCaughtUp(c.testApp.database);
      expect((await titles())[0]).toBe('Renamed quietly');
    } finally {
      await c.testApp.database.db
        .update(problems)
        .set({ title: before ?? '' })
        .where(eq(problems.id, problemId));
      await c.testApp.database.db.execute(notifyStatement(PROBLEM_CHANGES_CHANNEL));
      await changeFeedCaughtUp(c.testApp.database);
    }
  });

  it('when a rated contest’s ratings are finalised, then another instance’s page says so once the feed has it', async () => {
    const contest = await c.contest({ rated: true, startAt: minutesFromNow(-90) });
    // Ended an hour ago: a rated contest cannot be created in the past, so its end is moved here.
    await c.testApp.database.db
      .update(contests)
      .set({ endAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(contests.id, contest._id));
    const { reads } = await otherInstance(contest._id);
    expect((await reads.contest(contest._id))?.ratingsFinalisedAt).toBeNull();
    expect((await c.admin.post(`/api/ratings/contests/${contest._id}/finalise`, {})).status).toBe(200);
    await changeFeedCaughtUp(c.testApp.database);
    expect((await reads.contest(contest._id))?.ratingsFinalisedAt).toBeInstanceOf(Date);
  });
});
