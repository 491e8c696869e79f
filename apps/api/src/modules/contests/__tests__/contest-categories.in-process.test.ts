// Contest categories (issue #36 item 2): a contest names its categories (Students, Open), each registration
// picks one, board rows carry it and the board filters by it (ranks stay the contest's places), a category
// someone registered in cannot be removed, and the Contest API lists them as groups with each team's.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CONTEST_MESSAGES as M,
  contestDetailSchema,
  createdPersonalTokenSchema,
  scoreboardSchema,
} from '@codecourt/contracts';
import type { ContestInput } from '@codecourt/contracts';
import { ADD_TWO } from '../../../testing/tiny-package.js';
import { useContestApp } from './contest-app.js';
import type { ContestApp } from './contest-app.js';

const contestApp = useContestApp();
let c: ContestApp;
beforeAll(() => {
  c = contestApp.app;
});

describe('contest categories', () => {
  it('when participants register in categories, then rows carry them, the board filters by one, a used one stays and the Contest API lists them as groups', async () => {
    const duplicate = await c.admin.post('/api/contests', {
      title: 'Twice',
      format: 'icpc',
      startAt: new Date(Date.now() - 60_000).toISOString(),
      endAt: new Date(Date.now() + 3_600_000).toISOString(),
      categories: ['Students', 'students'],
      problems: [{ label: 'A', problemId: c.problemIds[0] }],
    });
    expect(duplicate.status).toBe(400);
    expect(JSON.stringify(duplicate.body)).toContain(M.categoriesNotUnique);

    const categories = ['Students', 'Open'];
    const contest = await c.contest({ categories, problems: [{ label: 'A', problemId: c.problemIds[0] }] });
    const body = async (): Promise<ContestInput> => {
      const detail = contestDetailSchema.parse((await c.admin.get(`/api/contests/${contest._id}`)).body);
      expect(detail.categories).toEqual(categories);
      return {
        title: detail.title,
        format: detail.format,
        startAt: detail.startAt,
        endAt: detail.endAt,
        categories: detail.categories,
        problems: detail.problems.map(({ label, problemId }) => ({ label, problemId })),
      };
    };
    const [ada, bob, cy] = [await c.user(), await c.user(), await c.user()];
    const register = (user: typeof ada, category?: string) =>
      user.browser.post(`/api/contests/${contest._id}/register`, category === undefined ? {} : { category });

    const none = await register(ada);
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ error: M.categoryRequired });
    const unknown = await register(ada, 'Alumni');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error: M.categoryUnknown });
    for (const [user, category] of [
      [ada, 'Students'],
      [bob, 'Open'],
      [cy, 'Students'],
    ] as const)
      expect((await register(user, category)).status).toBe(200);
    const mine = contestDetailSchema.parse((await ada.browser.get(`/api/contests/${contest._id}`)).body);
    expect(mine.participation?.category).toBe('Students');

    // Bob solves: first overall, and the Students' board keeps the contest's ranks.
    const solved = await bob.browser.post(`/api/contests/${contest._id}/submit/A`, {
      code: ADD_TWO.python,
      language: 'python',
    });
    expect(solved.body).toMatchObject({ accepted: true });
    const whole = scoreboardSchema.parse(
      (await cy.browser.get(`/api/contests/${contest._id}/scoreboard`)).body,
    );
    expect(whole.rows.map((row) => [row.user?._id, row.category])).toEqual(
      expect.arrayContaining([
        [ada.id, 'Students'],
        [bob.id, 'Open'],
        [cy.id, 'Students'],
      ]),
    );
    const students = scoreboardSchema.parse(
      (await cy.browser.get(`/api/contests/${contest._id}/scoreboard?category=Students`)).body,
    );
    expect(students.total).toBe(2);
    expect(students.rows.map((row) => row.user?._id).sort()).toEqual([ada.id, cy.id].sort());
    expect(students.rows.map((row) => row.rank)).toEqual([2, 2]);
    expect(students.me?.user?._id).toBe(cy.id);
    const alumni = await cy.browser.get(`/api/contests/${contest._id}/scoreboard?category=Alumni`);
    expect(alumni.status).toBe(400);

    // Open is used by Bob: it cannot go; a new category may come.
    const edited = await body();
    const dropped = await c.admin.send('put', `/api/contests/${contest._id}`, {
      body: { ...edited, categories: ['Students'] },
    });
    expect(dropped.status).toBe(409);
    expect(dropped.body).toMatchObject({ error: M.categoryInUse });
    const added = await c.admin.send('put', `/api/contests/${contest._id}`, {
      body: { ...edited, categories: [...categories, 'Alumni'] },
    });
    expect(added.status).toBe(200);

    // The Contest API: the categories as groups, each team in its own.
    const token = createdPersonalTokenSchema.parse(
      (await c.admin.post('/api/tokens', { name: 'resolver' })).body,
    ).token;
    const ccs = (path: string) =>
      c.admin.get(`/api/ccs/contests/${contest._id}${path}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
    const groups = (await ccs('/groups')).body as { id: string; name: string }[];
    expect(groups.map((g) => g.name)).toEqual(['Students', 'Open', 'Alumni']);
    const teams = (await ccs('/teams')).body as { group_ids: string[] }[];
    const groupOf = (name: string) => groups.find((g) => g.name === name)?.id ?? '';
    expect(teams.map((team) => team.group_ids)).toEqual(
      expect.arrayContaining([[groupOf('Open')], [groupOf('Students')]]),
    );
    expect(teams.flatMap((team) => team.group_ids).sort()).toEqual(
      [groupOf('Students'), groupOf('Students'), groupOf('Open')].sort(),
    );
  });
});
