import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { INTEGRITY_LIMITS, integrityReportListSchema } from '@codecourt/contracts';
import { REPO_ROOT } from './support/app-server.js';
import { newContext, useBrowser } from './support/browser.js';
import {
  contestEntrant,
  contestShot,
  createSumProblem,
  signInAdmin,
  xsrf,
} from './support/contest-entrants.js';
import { useTheme } from './support/workspace-page.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const PHONE = { width: 390, height: 844 };
const ROUGH_SCREENSHOTS = path.join(REPO_ROOT, 'docs/screenshots/rough');

/**
 * The report's wording (issue #40): one pair in the singular, and the size threshold under which programs
 * (here the short reference) are not compared. Photographed in the light theme, then in the dark one through
 * the navbar's toggle (no reload); finished colour transitions are what the screenshot shows.
 */
async function photographWording(page: Page): Promise<void> {
  expect(await page.getByTestId('integrity-report-status').innerText()).toBe(
    '3 programs compared, 1 pair listed',
  );
  expect(await page.getByTestId('integrity-threshold').innerText()).toContain(
    `shorter than ${String(INTEGRITY_LIMITS.minTokens)} tokens`,
  );
  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') await page.getByTestId('theme-toggle').first().click();
    await page.locator(`html[data-theme="${theme}"]`).waitFor({ state: 'attached' });
    await page.screenshot({
      path: path.join(ROUGH_SCREENSHOTS, `rough-integrity-report-${theme}.png`),
      animations: 'disabled',
    });
  }
}

/** A JavaScript solution long enough to compare, and its copy with renamed names and reordered functions. */
const ORIGINAL = `const fs = require('fs');

function readNumbers(text) {
  const parts = text.trim().split(/\\s+/);
  const values = [];
  for (let i = 0; i < parts.length; i++) {
    values.push(Number(parts[i]));
  }
  return values;
}

function total(values) {
  let sum = 0;
  for (const value of values) {
    if (value !== 0) sum += value;
  }
  return sum;
}

const numbers = readNumbers(fs.readFileSync(0, 'utf8'));
console.log(total(numbers));
`;
const COPY = `const fs = require('fs');

function addAll(xs) {
  let acc = 0;
  for (const x of xs) {
    if (x !== 0) acc += x;
  }
  return acc;
}

function parseInput(raw) {
  const tokens = raw.trim().split(/\\s+/);
  const out = [];
  for (let k = 0; k < tokens.length; k++) {
    out.push(Number(tokens[k]));
  }
  return out;
}

const nums = parseInput(fs.readFileSync(0, 'utf8'));
console.log(addAll(nums));
`;

/**
 * A JavaScript reference under INTEGRITY_LIMITS.minTokens: the report counts it but does not compare it, so
 * the planted pair is the only one listed.
 */
const SHORT_REFERENCE =
  "const [a, b] = require('fs').readFileSync(0, 'utf8').split(' ').map(Number);\nconsole.log(a + b);\n";

describe('the integrity report in the browser', () => {
  it('when a contest ends with a planted copy, then the admin sees the pair side by side, dismisses it and disqualifies the copier, who reads the reason', async () => {
    const admin = await newContext(browser, baseUrl);
    await signInAdmin(admin);
    // The JavaScript reference is too short to compare.
    const problemId = await createSumProblem(admin, `Integrity sum ${String(Date.now())}`, SHORT_REFERENCE);
    const endAt = Date.now() + 40_000;
    const contest = await admin.request.post('/api/contests', {
      data: {
        title: `Integrity round ${String(Date.now())}`,
        format: 'icpc',
        startAt: new Date(Date.now() - 60_000).toISOString(),
        endAt: new Date(endAt).toISOString(),
        problems: [{ label: 'A', problemId }],
      },
      headers: await xsrf(admin),
    });
    expect(contest.status()).toBe(201);
    const { _id: contestId, slug } = (await contest.json()) as { _id: string; slug: string };

    const ada = await contestEntrant(browser, baseUrl, contestId, 'Ada', ORIGINAL);
    const bob = await contestEntrant(browser, baseUrl, contestId, 'Bob', COPY);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, endAt - Date.now() + 1_000)));

    const page = await admin.newPage();
    await page.goto(`/admin/contests/${contestId}/integrity`);
    // The background job may already have made it; a new report on demand does the same work.
    await page.getByRole('button', { name: 'Run a new report' }).click();
    await expect
      .poll(
        async () =>
          integrityReportListSchema.parse(
            await (await admin.request.get(`/api/integrity/reports?contestId=${contestId}`)).json(),
          ).reports[0]?.status,
        { timeout: 60_000 },
      )
      .toBe('done');
    await page.reload();
    await page.getByTestId('integrity-pairs').locator('tbody tr').first().waitFor();
    await photographWording(page);
    // useTheme reloads the page: the pair is opened again after each switch, then photographed.
    const openPair = async () => {
      const rows = page.getByTestId('integrity-pairs').locator('tbody tr');
      await rows.first().waitFor();
      await rows
        .filter({ hasText: 'Ada' })
        .filter({ hasText: 'Bob' })
        .getByRole('button', { name: 'Compare' })
        .click();
      const sides = page.getByTestId('integrity-side-by-side');
      await sides.waitFor();
      expect(await sides.getByTestId('integrity-program').count()).toBe(2);
      expect(await sides.locator('[data-shared="true"]').count()).toBeGreaterThan(10);
    };
    for (const theme of ['light', 'dark'] as const) {
      await useTheme(page, theme);
      await openPair();
      await contestShot(page, `integrity-${theme}`);
    }
    await page.setViewportSize(PHONE);
    // The pairs table scrolls in its own box: the page itself stays as wide as the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await contestShot(page, 'integrity-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    await useTheme(page, 'light');
    await openPair();

    await page.getByRole('button', { name: 'Dismiss pair' }).click();
    await page.getByRole('button', { name: 'Dismissed' }).waitFor();
    await page
      .getByLabel('Reason shown to the participant')
      .fill('Problem A is a renamed copy of another program.');
    await page.getByRole('button', { name: /Disqualify Bob/ }).click();
    await page.getByRole('status').filter({ hasText: 'disqualified' }).waitFor();

    const board: unknown = await (
      await admin.request.get(`/api/contests/${contestId}/scoreboard?view=jury`)
    ).json();
    expect(JSON.stringify(board)).not.toContain('"Bob"');
    const bobPage = await bob.newPage();
    await bobPage.goto(`/contests/${slug}`);
    await expect
      .poll(() => bobPage.getByTestId('disqualification-notice').innerText(), { timeout: 15_000 })
      .toContain('renamed copy');
    for (const context of [admin, ada, bob]) await context.close();
  }, 240_000);
});
