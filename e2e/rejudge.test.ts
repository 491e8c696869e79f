import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { problemSchema, rejudgeListSchema, scoreboardSchema } from '@codecourt/contracts';
import { seriousViolations } from './support/axe.js';
import { newContext, useBrowser } from './support/browser.js';
import { contestEntrant, contestShot, sumProblem, signInAdmin, xsrf } from './support/contest-entrants.js';
import { useTheme } from './support/workspace-page.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const PHONE = { width: 390, height: 844 };

const READ = "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\n";
const RIGHT = `${READ}console.log(a + b);\n`;
/** Right within the stated bounds (a, b <= 100), wrong above them: what the broken test catches. */
const CLAMPED = `${READ}console.log(Math.min(a + b, 200));\n`;
const WRONG = `${READ}console.log(a - b);\n`;

const cellOf = (page: Page, name: string) =>
  page.getByTestId('scoreboard-row').filter({ hasText: name }).getByTestId('score-cell').first();

describe('rejudging a contest problem in the browser', () => {
  it('when the admin fixes a broken test and rejudges, then the preview shows the changed verdict, nothing moves until Apply, and the scoreboard follows', async () => {
    const admin = await newContext(browser, baseUrl);
    await signInAdmin(admin);
    const title = `Rejudge sum ${String(Date.now())}`;
    const created = await admin.request.post('/api/problem/create', {
      data: sumProblem(title, RIGHT, [
        [150, 150],
        [20, 30],
      ]),
      headers: await xsrf(admin),
    });
    expect(created.status()).toBe(201);
    const problem = problemSchema.parse(await created.json());
    const contest = await admin.request.post('/api/contests', {
      data: {
        title: `Rejudge round ${String(Date.now())}`,
        format: 'icpc',
        startAt: new Date(Date.now() - 60_000).toISOString(),
        endAt: new Date(Date.now() + 3_600_000).toISOString(),
        problems: [{ label: 'A', problemId: problem._id }],
      },
      headers: await xsrf(admin),
    });
    expect(contest.status()).toBe(201);
    const { _id: contestId, slug } = (await contest.json()) as { _id: string; slug: string };

    const people = [
      await contestEntrant(browser, baseUrl, contestId, 'Ada', CLAMPED),
      await contestEntrant(browser, baseUrl, contestId, 'Bob', WRONG),
      await contestEntrant(browser, baseUrl, contestId, 'Cora', RIGHT),
    ];
    const juryBoard = async () =>
      scoreboardSchema.parse(
        await (await admin.request.get(`/api/contests/${contestId}/scoreboard?view=jury`)).json(),
      );
    const solvedBy = async () =>
      (await juryBoard()).rows
        .filter((row) => row.problems.some((p) => p.solved))
        .map((row) => row.user?.firstName);
    await expect
      .poll(async () => (await juryBoard()).rows.every((r) => r.problems.every((p) => p.pending === 0)), {
        timeout: 60_000,
      })
      .toBe(true);
    expect(await solvedBy()).toEqual(['Cora']);

    // The setter's fix: the out-of-bounds test becomes one inside the bounds.
    const fixed = await admin.request.put(`/api/problem/update/${problem._id}`, {
      data: sumProblem(title, RIGHT, [
        [100, 100],
        [20, 30],
      ]),
      headers: await xsrf(admin),
    });
    expect(fixed.status()).toBe(200);

    const page = await admin.newPage();
    await page.goto('/admin/contests');
    await page
      .getByRole('link', { name: /^Rejudges of Rejudge round/ })
      .first()
      .waitFor();
    await page.goto(`/contests/${slug}`);
    await page.getByRole('link', { name: 'Rejudge', exact: true }).click();
    await page.getByRole('heading', { name: 'Rejudges' }).waitFor();
    await page.getByText('No rejudges yet').waitFor();
    await page.getByLabel('Problem', { exact: true }).selectOption('A');
    await page.getByRole('button', { name: 'Rejudge', exact: true }).click();

    const status = page.getByTestId('rejudge-status');
    await expect.poll(() => status.innerText(), { timeout: 90_000 }).toBe('1 verdict changes if applied');
    const rows = page.getByTestId('rejudge-results').locator('tbody tr');
    expect(await rows.count()).toBe(1);
    const ada = await rows.first().innerText();
    expect(ada).toContain('Ada');
    expect(ada).toMatch(/Wrong Answer\s*Accepted/);
    expect(ada).toMatch(/\b0:\d\d\b/);
    expect(await rows.first().getByTestId('rejudge-board').innerText()).toMatch(
      /not solved, 1 try\s*solved at minute \d+, 1 try/,
    );
    // The unchanged verdicts are there on request: Bob stays wrong, Cora stays right.
    await page.getByLabel(/Show the unchanged verdicts too/).check();
    await expect.poll(() => rows.count()).toBe(3);
    await page.getByLabel(/Show the unchanged verdicts too/).uncheck();

    // A preview changes nothing: Ada's cell is still a failed try on the board.
    expect(await solvedBy()).toEqual(['Cora']);
    const board = await admin.newPage();
    await board.goto(`/contests/${slug}/scoreboard`);
    await expect.poll(() => cellOf(board, 'Ada').getAttribute('data-state')).toBe('failed');

    for (const theme of ['light', 'dark'] as const) {
      await useTheme(page, theme);
      await status.waitFor();
      await expect.poll(() => status.innerText()).toBe('1 verdict changes if applied');
      // The verdict and status badges' tints must keep their text readable in both themes.
      expect(await seriousViolations(page)).toEqual([]);
      await contestShot(page, `rejudge-preview-${theme}`);
    }
    await page.setViewportSize(PHONE);
    await contestShot(page, 'rejudge-preview-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    await useTheme(page, 'light');
    await expect.poll(() => status.innerText()).toBe('1 verdict changes if applied');

    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByTestId('rejudge-applied').waitFor();
    expect(await status.innerText()).toBe('Applied: 1 verdict changed');
    await contestShot(page, 'rejudge-applied-light');
    expect((await solvedBy()).sort()).toEqual(['Ada', 'Cora']);

    await page.getByTestId('rejudge-applied').getByRole('link', { name: 'Scoreboard' }).click();
    await expect
      .poll(() => cellOf(page, 'Ada').getAttribute('data-state'), { timeout: 15_000 })
      .toBe('solved');
    expect(await cellOf(page, 'Bob').getAttribute('data-state')).toBe('failed');
    await contestShot(page, 'rejudge-scoreboard-light');

    const list = rejudgeListSchema.parse(
      await (await admin.request.get(`/api/rejudges/contests/${contestId}`)).json(),
    );
    expect(list.rejudges.map((r) => [r.status, r.changed])).toEqual([['applied', 1]]);
    for (const context of [admin, ...people]) await context.close();
  }, 240_000);
});
