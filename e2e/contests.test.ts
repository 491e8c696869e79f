import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  CONTEST_VISIBILITY_MESSAGES as V,
  MESSAGES,
  contestDetailSchema,
  contestListResponseSchema,
  problemListResponseSchema,
  scoreboardSchema,
} from '@codecourt/contracts';
import { registerAccount, uniqueAccount } from './support/accounts.js';
import { REPO_ROOT } from './support/app-server.js';
import { seriousViolations } from './support/axe.js';
import { newContext, useBrowser } from './support/browser.js';
import { createSumProblem, signInAdmin, xsrf } from './support/contest-entrants.js';
import { editorReady, pasteCode, useTheme } from './support/workspace-page.js';

const baseUrl = inject('baseUrl');
const SCREENSHOTS = path.join(REPO_ROOT, 'docs/screenshots/contests');
const PHONE = { width: 390, height: 844 };

const SUM_JS = [
  "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);",
  'console.log(a + b);',
].join('\n');
const WRONG_JS = "console.log('0');";

async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage });
}

/** A datetime-local value (to the second) in the browser's zone, which is the test process's zone too. */
function localInput(at: number): string {
  const d = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(d.getFullYear())}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** Opens a contest problem in the contest workspace, pastes the code and submits; answers the verdict line. */
async function submitInContest(page: Page, slug: string, code: string): Promise<string> {
  await page.goto(`/contests/${slug}/problems/A`);
  await page.getByTestId('contest-bar').waitFor();
  await editorReady(page);
  await page.getByTestId('language-select').selectOption('javascript');
  await pasteCode(page, code);
  await page.getByTestId('submit-button').click();
  const result = page.getByTestId('submit-result');
  await result.waitFor({ timeout: 60_000 });
  return result.getByTestId('result-headline').innerText();
}

const cellOf = (page: Page, userName: string) =>
  page.getByTestId('scoreboard-row').filter({ hasText: userName }).getByTestId('score-cell').first();

const MINUTE_MS = 60_000;

async function waitUntil(at: number): Promise<void> {
  const wait = at - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

type ContestInput = Record<string, unknown> & { startAt: string; endAt: string; freezeAt: string | null };

/** The contest as the admin form would send it again. */
async function contestInputOf(admin: BrowserContext, contestId: string): Promise<ContestInput> {
  const detail = contestDetailSchema.parse(
    await (await admin.request.get(`/api/contests/${contestId}`)).json(),
  );
  return {
    title: detail.title,
    slug: detail.slug,
    description: detail.description,
    format: detail.format,
    startAt: detail.startAt,
    endAt: detail.endAt,
    freezeAt: detail.freezeAt,
    windowMinutes: detail.windowMinutes,
    penaltyMinutes: detail.penaltyMinutes,
    registration: detail.registration,
    rated: detail.rated,
    problems: detail.problems.map(({ label, problemId, points }) => ({ label, problemId, points })),
  };
}

/**
 * The admin brings the freeze or the end forward to now (PUT with the contest's own input), as an admin
 * would who freezes or ends a round early: the test waits on its own work, not on an hour-long clock.
 */
async function moveToNow(
  admin: BrowserContext,
  contestId: string,
  input: ContestInput,
  time: 'freezeAt' | 'endAt',
): Promise<ContestInput> {
  const moved = { ...input, [time]: new Date().toISOString() };
  const answer = await admin.request.put(`/api/contests/${contestId}`, {
    data: moved,
    headers: await xsrf(admin),
  });
  if (!answer.ok()) throw new Error(`moving ${time}: ${String(answer.status())} ${await answer.text()}`);
  return moved;
}

const browser = useBrowser();

describe('contests', () => {
  it('when an admin runs an ICPC contest with a freeze, then boards go live, the freeze hides the late result, the reveal shows it and the problem turns public', async () => {
    const tag = randomUUID().slice(0, 6);
    const problemTitle = `Contest sum ${tag}`;
    const contestTitle = `Spring round ${tag}`;
    const slug = `spring-round-${tag}`;

    // The admin writes the problem through the API, then the contest through its screen.
    const admin = await newContext(browser, baseUrl);
    await signInAdmin(admin);
    const problemId = await createSumProblem(admin, problemTitle, SUM_JS);

    const adminPage = await admin.newPage();
    await adminPage.goto('/admin/contests/new');
    const form = adminPage.getByTestId('contest-form');
    await form.getByLabel('Title').fill(contestTitle);
    await form.getByLabel('Slug').fill(slug);
    await form.getByLabel('Description (Markdown)').fill('One problem, **one hour** of fun.\n\n- ICPC rules');
    // Room for two sign-ups and registrations on a loaded machine before the start; an hour-long round,
    // whose freeze and end the admin brings forward when the test gets there (moveToNow).
    const startAt = Date.now() + 45_000;
    await form.getByLabel('Starts').fill(localInput(startAt));
    await form.getByLabel('Ends').fill(localInput(startAt + 95 * MINUTE_MS));
    await form.getByLabel('Scoreboard freeze (optional)').fill(localInput(startAt + 60 * MINUTE_MS));
    await form.getByLabel('Search problems to add').fill(problemTitle);
    await form.getByRole('button', { name: problemTitle }).click();
    await form.getByRole('button', { name: 'Create contest' }).click();
    await adminPage.waitForURL(`**/contests/${slug}`);
    const contestId = contestListResponseSchema
      .parse(await (await admin.request.get('/api/contests')).json())
      .find((c) => c.slug === slug)?._id;
    if (!contestId) throw new Error(`the contest ${slug} is not listed`);
    let input = await contestInputOf(admin, contestId);

    // Before the start the problem is secret: the public cannot open it.
    const visitor = await newContext(browser, baseUrl);
    expect((await visitor.request.get(`/api/problem/problemById/${problemId}`)).status()).toBe(404);

    // Two users register from the list.
    const ada = await newContext(browser, baseUrl);
    const bob = await newContext(browser, baseUrl);
    await registerAccount(ada, { ...uniqueAccount('Ada'), lastName: `Alpha${tag}` }, { keepSession: true });
    await registerAccount(bob, { ...uniqueAccount('Bob'), lastName: `Beta${tag}` }, { keepSession: true });
    const adaPage = await ada.newPage();
    const bobPage = await bob.newPage();
    for (const page of [adaPage, bobPage]) {
      await page.goto('/contests');
      const row = page.getByTestId('contest-row').filter({ hasText: contestTitle });
      await row.getByRole('button', { name: `Register for ${contestTitle}` }).click();
      // The row holds a phone and a desktop copy of the registration; only one is displayed.
      await row.getByTestId('registered-badge').filter({ visible: true }).waitFor();
    }
    await shot(adaPage, 'list-light');
    await useTheme(adaPage, 'dark');
    await adaPage.getByTestId('contests-table').waitFor();
    await shot(adaPage, 'list-dark');
    await useTheme(adaPage, 'light');
    expect(await seriousViolations(adaPage)).toEqual([]);
    await adaPage.goto(`/contests/${slug}`);
    await adaPage.getByTestId('contest-description').waitFor();
    expect(await seriousViolations(adaPage)).toEqual([]);

    // The contest starts: the problem set appears, Ada solves A, Bob fails it.
    await waitUntil(Date.parse(input.startAt) + 1000);
    await adaPage.reload();
    await adaPage.getByTestId('contest-problem').first().waitFor();
    await shot(adaPage, 'contest-light', true);
    await useTheme(adaPage, 'dark');
    await adaPage.getByTestId('contest-problem').first().waitFor();
    await shot(adaPage, 'contest-dark', true);
    await useTheme(adaPage, 'light');
    await adaPage.getByTestId('contest-problem').first().waitFor();
    await bobPage.goto(`/contests/${slug}/scoreboard`);
    await bobPage.getByTestId('scoreboard-table').waitFor();

    expect(await submitInContest(adaPage, slug, SUM_JS)).toBe(MESSAGES.solutionAccepted);
    // Bob's open board shows Ada's solve without a reload, within 2 s of her verdict.
    await cellOf(bobPage, `Alpha${tag}`)
      .and(bobPage.locator('[data-state="solved"]'))
      .waitFor({ timeout: 2000 });
    expect(await cellOf(bobPage, `Alpha${tag}`).getAttribute('data-state')).toBe('solved');
    await shot(adaPage, 'workspace-light');
    await useTheme(adaPage, 'dark');
    await adaPage.getByTestId('contest-bar').waitFor();
    await shot(adaPage, 'workspace-dark');
    await useTheme(adaPage, 'light');
    // The same workspace on a phone (it opens on the statement; the editor is a tab away).
    const adaPhone = await ada.newPage();
    await adaPhone.setViewportSize(PHONE);
    await adaPhone.goto(`/contests/${slug}/problems/A`);
    await adaPhone.getByTestId('contest-bar').waitFor();
    await shot(adaPhone, 'workspace-phone');
    await adaPage.goto(`/contests/${slug}`);
    await adaPage.locator('[data-testid="contest-problem"][data-state="solved"]').waitFor();

    const bobWork = await bob.newPage();
    expect(await submitInContest(bobWork, slug, WRONG_JS)).toBe(MESSAGES.solutionFailed);
    await cellOf(bobPage, `Beta${tag}`)
      .and(bobPage.locator('[data-state="failed"]'))
      .waitFor({ timeout: 2000 });

    // The freeze: Bob's late accepted solution is his to see, a pending "?" for everyone else.
    input = await moveToNow(admin, contestId, input, 'freezeAt');
    await adaPage.goto(`/contests/${slug}/scoreboard`);
    await adaPage.getByTestId('frozen-banner').waitFor();
    expect(await submitInContest(bobWork, slug, SUM_JS)).toBe(MESSAGES.solutionAccepted);
    await cellOf(adaPage, `Beta${tag}`)
      .and(adaPage.locator('[data-state="pending"]'))
      .waitFor({ timeout: 5000 });
    const publicBoard = scoreboardSchema.parse(
      await (await visitor.request.get(`/api/contests/${contestId}/scoreboard`)).json(),
    );
    const bobRow = publicBoard.rows.find((r) => r.user?.lastName === `Beta${tag}`);
    expect(publicBoard.frozen).toBe(true);
    expect(bobRow?.problems[0]).toMatchObject({ solved: false, pending: 1, attempts: 2 });
    await shot(adaPage, 'scoreboard-frozen-light');
    expect(await seriousViolations(adaPage)).toEqual([]);
    await useTheme(adaPage, 'dark');
    await adaPage.getByTestId('frozen-banner').waitFor();
    await shot(adaPage, 'scoreboard-frozen-dark');
    await adaPhone.goto(`/contests/${slug}/scoreboard`);
    await adaPhone.getByTestId('frozen-banner').waitFor();
    await shot(adaPhone, 'scoreboard-frozen-phone', true);
    await useTheme(adaPage, 'light');
    await adaPage.getByTestId('frozen-banner').waitFor();

    // The end: the admin unfreezes; Ada's board offers the reveal, which ends with Bob's solve shown.
    await moveToNow(admin, contestId, input, 'endAt');
    await adminPage.goto(`/contests/${slug}/scoreboard`);
    await adminPage.getByRole('button', { name: 'Unfreeze' }).click();
    await adminPage.getByRole('dialog').getByRole('button', { name: 'Unfreeze' }).click();
    await adaPage.getByTestId('reveal-button').click({ timeout: 10_000 });
    await adaPage.getByTestId('reveal-progress').waitFor();
    await cellOf(adaPage, `Beta${tag}`)
      .and(adaPage.locator('[data-state="solved"]'))
      .waitFor({ timeout: 15_000 });
    await adaPage.getByTestId('reveal-progress').waitFor({ state: 'detached', timeout: 15_000 });
    await shot(adaPage, 'scoreboard-revealed-light');
    await useTheme(adaPage, 'dark');
    await adaPage.getByTestId('scoreboard').getByTestId('scoreboard-table').waitFor();
    await shot(adaPage, 'scoreboard-revealed-dark');
    await adaPhone.goto(`/contests/${slug}/scoreboard`);
    await adaPhone.getByTestId('scoreboard').getByTestId('scoreboard-table').waitFor();
    await shot(adaPhone, 'scoreboard-revealed-phone', true);

    // After the end the problem is public for practice.
    expect((await visitor.request.get(`/api/problem/problemById/${problemId}`)).status()).toBe(200);

    for (const context of [admin, visitor, ada, bob]) await context.close();
  }, 300_000);

  it('when an admin adds a library problem that is public today, then the editor asks whether to keep it public; a secret one asks nothing; the choice is saved', async () => {
    const tag = randomUUID().slice(0, 6);
    // A learner has tried one seeded problem: it is out in the library, so it is public today, not new.
    const learner = await newContext(browser, baseUrl);
    await registerAccount(learner, uniqueAccount('Lena'), { keepSession: true });
    const library = problemListResponseSchema.parse(
      await (await learner.request.get('/api/problem/getAllProblem')).json(),
    );
    const bySlug = (slug: string) => {
      const found = library.find((p) => p.slug === slug);
      if (!found) throw new Error(`the library has no ${slug}`);
      return found;
    };
    const used = bySlug('evaluate-rpn');
    const tried = await learner.request.post(`/api/submission/submit/${used._id}`, {
      data: { code: 'console.log(0);', language: 'javascript' },
      headers: await xsrf(learner),
      timeout: 60_000,
    });
    expect(tried.ok()).toBe(true);
    // Another upcoming contest holds a second one hidden: it is secret today. (The admin's requests start
    // here, so no kept-alive connection of theirs sits idle through the judging above.)
    const secret = bySlug('daily-temperatures');
    const admin = await newContext(browser, baseUrl);
    await signInAdmin(admin);
    const holder = await admin.request.post('/api/contests', {
      data: {
        title: `Holder ${tag}`,
        format: 'icpc',
        startAt: new Date(Date.now() + 60 * MINUTE_MS).toISOString(),
        endAt: new Date(Date.now() + 120 * MINUTE_MS).toISOString(),
        problems: [{ label: 'A', problemId: secret._id }],
      },
      headers: await xsrf(admin),
    });
    const holderId = contestDetailSchema.parse(await holder.json())._id;

    const page = await admin.newPage();
    const form = page.getByTestId('contest-form');
    const prompt = page.getByRole('dialog', { name: V.promptTitle(used.title) });
    const addProblem = async (title: string) => {
      await form.getByLabel('Search problems to add').fill(title);
      await form.getByRole('button', { name: title, exact: true }).click();
    };
    await page.goto('/admin/contests/new');
    await useTheme(page, 'dark');
    await addProblem(used.title);
    await prompt.waitFor();
    expect(await prompt.innerText()).toContain(V.promptSubmissions);
    await shot(page, 'keep-public-prompt-dark');
    expect(await seriousViolations(page)).toEqual([]);
    // Escape adds nothing.
    await page.keyboard.press('Escape');
    await prompt.waitFor({ state: 'detached' });
    expect(await form.getByTestId('picked-problems').count()).toBe(0);

    await useTheme(page, 'light');
    const slug = `keep-public-${tag}`;
    await form.getByLabel('Title').fill(`Keep public ${tag}`);
    await form.getByLabel('Slug').fill(slug);
    await addProblem(used.title);
    await prompt.waitFor();
    await shot(page, 'keep-public-prompt-light');
    await prompt.getByRole('button', { name: V.keepPublic }).click();
    await prompt.waitFor({ state: 'detached' });
    await addProblem(secret.title);
    const secretChoice = form.getByLabel(V.choiceLabel(secret.title));
    await secretChoice.waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await form.getByLabel(V.choiceLabel(used.title)).inputValue()).toBe('public');
    expect(await secretChoice.inputValue()).toBe('hidden');
    await form.getByTestId('picked-problems').scrollIntoViewIfNeeded();
    await shot(page, 'keep-public-list-light');
    await form.getByRole('button', { name: 'Create contest' }).click();
    await page.waitForURL(`**/contests/${slug}`);

    const flags = async () =>
      contestDetailSchema
        .parse(await (await admin.request.get(`/api/contests/${slug}`)).json())
        .problems.map((p) => [p.problemId, p.public]);
    expect(await flags()).toEqual([
      [used._id, true],
      [secret._id, false],
    ]);

    // The list shows the choice when the contest is edited, and changes it.
    const contestId = contestDetailSchema.parse(
      await (await admin.request.get(`/api/contests/${slug}`)).json(),
    )._id;
    await page.goto(`/admin/contests/${contestId}/edit`);
    await useTheme(page, 'dark');
    const usedChoice = form.getByLabel(V.choiceLabel(used.title));
    expect(await usedChoice.inputValue()).toBe('public');
    await form.getByTestId('picked-problems').scrollIntoViewIfNeeded();
    await shot(page, 'keep-public-list-dark');
    expect(await seriousViolations(page)).toEqual([]);
    await usedChoice.selectOption('hidden');
    await form.getByRole('button', { name: 'Save contest' }).click();
    await page.waitForURL(`**/contests/${slug}`);
    expect(await flags()).toEqual([
      [used._id, false],
      [secret._id, false],
    ]);

    // Both contests go, so the seeded problems are public again for the files after this one.
    for (const id of [contestId, holderId])
      expect((await admin.request.delete(`/api/contests/${id}`, { headers: await xsrf(admin) })).ok()).toBe(
        true,
      );
    for (const context of [admin, learner]) await context.close();
  }, 120_000);

  it('when the contest pages are opened on a phone and in the dark theme, then they draw without serious axe findings', async () => {
    const phone = await newContext(browser, baseUrl, { width: 390 });
    await registerAccount(phone, uniqueAccount('Pia'), { keepSession: true });
    const page = await phone.newPage();
    await page.goto('/contests');
    await page.getByTestId('contests-table').waitFor();
    await shot(page, 'list-phone', true);
    expect(await seriousViolations(page)).toEqual([]);
    await useTheme(page, 'dark');
    await page.getByTestId('contests-table').waitFor();
    await shot(page, 'list-phone-dark', true);
    const first = page.getByTestId('contest-row').first().getByRole('link');
    await first.click();
    await page.getByRole('tablist', { name: 'Contest' }).waitFor();
    await shot(page, 'contest-phone-dark', true);
    expect(await seriousViolations(page)).toEqual([]);
    await phone.close();
  }, 120_000);
});
