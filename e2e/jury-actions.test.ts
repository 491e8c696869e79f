// Issue #36 item 2: an organiser acts on participants from the jury board of a running contest: moves one to
// another category and removes another, and the board shows both at once. The menu and the disqualify
// dialog are photographed in light and dark (docs/screenshots/contests).
import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { contestDetailSchema, type ContestInput } from '@codecourt/contracts';
import { registerAccount, uniqueAccount } from './support/accounts.js';
import { newContext, useBrowser } from './support/browser.js';
import { contestShot, signInAdmin, xsrf } from './support/contest-entrants.js';
import { useTheme } from './support/workspace-page.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const WAIT_MS = 30_000;

/** A new participant, registered in the category through the API. */
async function entrant(contestId: string, firstName: string, category: string): Promise<BrowserContext> {
  const context = await newContext(browser, baseUrl);
  await registerAccount(context, uniqueAccount(firstName), { keepSession: true });
  const registered = await context.request.post(`/api/contests/${contestId}/register`, {
    data: { category },
    headers: await xsrf(context),
  });
  expect(registered.ok()).toBe(true);
  return context;
}

/** Two Sum, public through the contest: the files of a shard share one server (contest-accounts.test.ts). */
async function twoSumId(admin: BrowserContext): Promise<string> {
  for (let tries = 0; tries < 30; tries++) {
    const res = await admin.request.get('/api/problem/problemById/two-sum');
    if (res.ok()) return ((await res.json()) as { _id: string })._id;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  throw new Error('Two Sum was never seeded');
}

const rowOf = (page: Page, name: string) => page.getByTestId('scoreboard-row').filter({ hasText: name });

/** Both themes of one open screen; the page is left in light. */
async function bothThemes(page: Page, name: string, open: () => Promise<void>): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await useTheme(page, theme);
    await page.getByTestId('scoreboard-row').first().waitFor({ timeout: WAIT_MS });
    await open();
    await contestShot(page, `${name}-${theme}`);
  }
  await useTheme(page, 'light');
}

describe('the organiser’s actions on the jury board', () => {
  it('when the admin moves one participant to another category and removes another, then the board shows both', async () => {
    const admin = await newContext(browser, baseUrl);
    await signInAdmin(admin);
    const tag = String(Date.now());
    const input: ContestInput = {
      title: `Jury ${tag}`,
      slug: `jury-${tag}`,
      format: 'icpc',
      categories: ['Students', 'Open'],
      startAt: new Date(Date.now() - 60_000).toISOString(),
      endAt: new Date(Date.now() + 2 * 3_600_000).toISOString(),
      problems: [{ label: 'A', problemId: await twoSumId(admin), public: true }],
    };
    const created = await admin.request.post('/api/contests', { data: input, headers: await xsrf(admin) });
    expect(created.status()).toBe(201);
    const contest = contestDetailSchema.parse(await created.json());
    const ada = `Ada${tag}`;
    const bea = `Bea${tag}`;
    const entrants = [await entrant(contest._id, ada, 'Students'), await entrant(contest._id, bea, 'Open')];

    const page = await admin.newPage();
    // Tall enough for the whole page, so a dialog's backdrop covers all of its full-page screenshot.
    await page.setViewportSize({ width: 1100, height: 800 });
    await page.goto(`/contests/${contest.slug}/scoreboard?view=jury`);
    await expect.poll(() => page.getByTestId('scoreboard-row').count(), { timeout: WAIT_MS }).toBe(2);

    const actions = (name: string) => page.getByRole('button', { name: `Actions for ${name}` });
    await bothThemes(page, 'jury-actions-menu', async () => {
      await actions(ada).click();
      await page.getByRole('button', { name: 'Disqualify…' }).waitFor();
    });
    await bothThemes(page, 'jury-disqualify-dialog', async () => {
      await actions(bea).click();
      await page.getByRole('button', { name: 'Disqualify…' }).click();
      const dialog = page.getByRole('dialog', { name: `Disqualify ${bea}?` });
      await dialog.getByLabel('Reason shown to the participant').fill('Shared code with another team');
    });

    // Ada moves from Students to Open, with the keyboard from the menu's button on.
    await actions(ada).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Change category…' }).click();
    const move = page.getByRole('dialog', { name: `Change ${ada}’s category` });
    expect(await move.getByRole('radio', { name: /Students/ }).isChecked()).toBe(true);
    await move.getByRole('radio', { name: 'Open' }).check();
    await move.getByRole('button', { name: 'Change category' }).click();
    await page.getByText(`${ada} is now in Open.`).waitFor({ timeout: WAIT_MS });
    await expect
      .poll(() => rowOf(page, ada).getByTestId('row-category').innerText(), { timeout: WAIT_MS })
      .toContain('Open');

    // Bea is removed: her row leaves the board.
    await actions(bea).click();
    await page.getByRole('button', { name: 'Remove…' }).click();
    const remove = page.getByRole('dialog', { name: `Remove ${bea} from ${contest.title}?` });
    await remove.getByRole('button', { name: 'Remove' }).click();
    await page.getByText(`${bea} is removed from the contest.`).waitFor({ timeout: WAIT_MS });
    await expect.poll(() => rowOf(page, bea).count(), { timeout: WAIT_MS }).toBe(0);
    expect(await page.getByTestId('scoreboard-row').count()).toBe(1);

    for (const context of [admin, ...entrants]) await context.close();
  }, 120_000);
});
