// A contest page's participant count is read once and kept until a registration or an edit (issue #39: at
// a contest's start every participant opens the page within a minute). The count must still be exact:
// this instance's own registration shows at once, another instance's as soon as the change feed brings it,
// and a verdict (a change that carries its cell) keeps what was counted.
import { describe, expect, it } from 'vitest';
import { contestParticipations, users } from '../../../db/schema/index.js';
import { changeFeedCaughtUp } from '../../../testing/change-feed-caught-up.js';
import { ADD_TWO } from '../../../testing/tiny-package.js';
import { waitFor } from '../../../testing/wait-for.js';
import { createContestRepository } from '../repository.js';
import { useContestServer } from './contest-app.js';

const server = useContestServer();

describe('the participant count of a contest page', () => {
  it('when nothing registers, then the count is kept through verdicts, and a registration anywhere renews it', async () => {
    const c = server.app;
    const contest = await c.contest();
    const { db } = c.testApp.database;
    const page = `/api/contests/${contest._id}`;
    const [ada, cy] = [await c.user(), await c.user()];
    const participants = async () =>
      ((await cy.browser.get(page)).body as { participants: number }).participants;

    // This instance's own registrations show at once.
    expect((await ada.browser.post(`${page}/register`, {})).status).toBe(200);
    expect(await participants()).toBe(1);
    expect((await cy.browser.post(`${page}/register`, {})).status).toBe(200);
    expect(await participants()).toBe(2);

    // The registrations are announced too, and hearing one drops the kept count: they must be heard (and the
    // count kept again) before the row below is written, or it would be counted when they arrive.
    await changeFeedCaughtUp(c.testApp.database);
    expect(await participants()).toBe(2);
    // A row written behind the product's back (no change announced) is not counted: the count was kept.
    const [silent] = await db
      .insert(users)
      .values({ firstName: 'Silent', emailId: `silent-${contest._id}@example.com`, passwordHash: 'x' })
      .returning({ id: users.id });
    await db.insert(contestParticipations).values({ contestId: contest._id, userId: silent?.id ?? '' });
    expect(await participants()).toBe(2);

    // A verdict is a change with its cell: every instance hears it, and the count is still the kept one.
    const solved = await ada.browser.post(`${page}/submit/A`, { code: ADD_TWO.python, language: 'python' });
    expect(solved.body).toMatchObject({ accepted: true });
    await waitFor(
      async () => {
        const board = (await cy.browser.get(`${page}/scoreboard`)).body as { rows: { solved: number }[] };
        return board.rows.some((row) => row.solved === 1) || undefined;
      },
      'the board shows the solve',
      10_000,
    );
    expect(await participants()).toBe(2);

    // Another instance's registration (its own repository on the same database) reaches this one through
    // the change feed, and the count read then is exact: the silent row too.
    const [dan] = await db
      .insert(users)
      .values({ firstName: 'Dan', emailId: `dan-${contest._id}@example.com`, passwordHash: 'x' })
      .returning({ id: users.id });
    await createContestRepository(db).register(contest._id, dan?.id ?? '', {
      startAt: null,
      endAt: null,
      category: null,
    });
    await waitFor(async () => ((await participants()) === 4 ? true : undefined), 'a count of 4', 10_000);
  });
});
