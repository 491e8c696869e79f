import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CONTEST_ACCOUNTS_MESSAGES as M, contestDetailSchema } from '@codecourt/contracts';
import { seriousViolations } from './support/axe.js';
import { newContext, useBrowser } from './support/browser.js';
import { contestShot, signInAdmin, xsrf } from './support/contest-entrants.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const PHONE = { width: 390, height: 844 };

/** Switches the drawn page's theme with the navbar's toggle: a reload would lose the one-time sheet. */
async function toggleTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.getByTestId('theme-toggle').first().click();
  await page.locator(`html[data-theme="${theme}"]`).waitFor({ state: 'attached' });
  // Screenshots and axe read finished colours, not a running transition's.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((transition) => transition.finished.catch(() => undefined)),
    ),
  );
}

describe('batch accounts in the browser', () => {
  it('when the admin imports a CSV for a team contest, then the preview names a bad line, the sheet prints one card a team, and a member signs in with its password', async () => {
    const admin = await newContext(browser, baseUrl);
    await signInAdmin(admin);
    let problemId = '';
    for (let tries = 0; tries < 60 && problemId === ''; tries++) {
      const res = await admin.request.get('/api/problem/problemById/two-sum');
      if (res.ok()) problemId = ((await res.json()) as { _id: string })._id;
      else await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
    const tag = String(Date.now());
    const title = `Regional ${tag}`;
    const created = await admin.request.post('/api/contests', {
      data: {
        title,
        format: 'icpc',
        teamSize: 3,
        startAt: new Date(Date.now() + 3_600_000).toISOString(),
        endAt: new Date(Date.now() + 5 * 3_600_000).toISOString(),
        // Public through the contest: every file of the shard shares the server, and a contest's problem is
        // otherwise secret from everyone else until it ends (the workspace files open Two Sum).
        problems: [{ label: 'A', problemId, public: true }],
      },
      headers: await xsrf(admin),
    });
    expect(created.status()).toBe(201);
    const contestId = ((await created.json()) as { _id: string })._id;
    const grace = `grace-${tag}@example.org`;
    const csv = [
      'team,affiliation,country,name1,email1,name2,email2,name3,email3',
      `Null Pointers ${tag},TU Delft,NLD,Ada Lovelace,ada-${tag}@example.org,Grace Hopper,${grace},Alan Turing,alan-${tag}@example.org`,
      `Kernel Panic ${tag},University of Twente,NLD,Edsger Dijkstra,edsger-${tag}@example.org,Tony Hoare,tony-${tag}@example.org,,`,
    ].join('\n');

    const page = await admin.newPage();
    await page.goto('/admin/contests');
    await page.getByRole('link', { name: `Accounts of ${title}` }).click();
    const field = page.getByRole('textbox', { name: 'CSV' });
    await field.fill(`${csv}\nBroken ${tag},,,Barbara Liskov,not-an-email,,,,`);
    await expect
      .poll(() => page.getByRole('row', { name: /^4 / }).textContent())
      .toContain(M.emailInvalid('not-an-email'));
    expect(await page.getByRole('button', { name: 'Import' }).isDisabled()).toBe(true);
    await contestShot(page, 'accounts-preview-light');

    await field.fill(csv);
    await page.getByRole('button', { name: 'Import' }).click();
    const card = page.getByRole('article', { name: `Null Pointers ${tag}` });
    await card.waitFor({ timeout: 60_000 });
    expect(await page.getByRole('article').count()).toBe(2);
    const password =
      (await card.locator('dd', { hasText: 'Password:' }).nth(1).locator('.font-mono').textContent()) ?? '';
    expect(password).toMatch(/^[A-Za-z2-9]{4}-[A-Za-z2-9]{4}-[A-Za-z2-9]{4}$/);
    await contestShot(page, 'accounts-sheet-light');
    expect(await seriousViolations(page)).toEqual([]);
    await toggleTheme(page, 'dark');
    await contestShot(page, 'accounts-sheet-dark');
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    await contestShot(page, 'accounts-sheet-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    await toggleTheme(page, 'light');

    // Printed: the cards only, with no button or page chrome.
    await page.emulateMedia({ media: 'print' });
    expect(await card.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Print sheet' }).isVisible()).toBe(false);
    expect(await page.getByRole('heading', { name: 'Batch accounts', level: 1 }).isVisible()).toBe(false);
    await contestShot(page, 'accounts-sheet-print');
    await page.emulateMedia({ media: 'screen' });

    const member = await newContext(browser, baseUrl);
    await member.request.get('/api/health');
    const signIn = await member.request.post('/api/user/login', {
      data: { emailId: grace, password },
      headers: await xsrf(member),
    });
    expect(signIn.status()).toBe(200);
    const detail = contestDetailSchema.parse(
      await (await member.request.get(`/api/contests/${contestId}`)).json(),
    );
    expect(detail.registered).toBe(true);
    await member.close();
    await admin.close();
  }, 240_000);
});
