// Issue #36, "Done when": three users form a team in the browser and register it; two of them submit and
// the board shows one team row; the admin freezes the board, a member and a second team solve during the
// freeze, the contest ends, and the admin reveals the frozen cells step by step on the presenter while a
// spectator's board follows each step; the last step shows the final board with its medal and awards.
import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { contestDetailSchema, type ContestInput } from '@codecourt/contracts';
import { registerAccount, uniqueAccount } from './support/accounts.js';
import { newContext, useBrowser } from './support/browser.js';
import { contestShot, createSumProblem, signInAdmin, xsrf } from './support/contest-entrants.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const RIGHT =
  "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(a + b);\n";
const WRONG = "console.log('0');\n";
/** Long enough for every page and judge of the test under a loaded CI machine. */
const FLOW_MS = 60_000;

async function signedIn(name: string): Promise<BrowserContext> {
  const context = await newContext(browser, baseUrl);
  await registerAccount(context, uniqueAccount(name), { keepSession: true });
  return context;
}

async function post(context: BrowserContext, path: string, data: unknown): Promise<Record<string, unknown>> {
  const res = await context.request.post(path, { data, headers: await xsrf(context), timeout: FLOW_MS });
  if (!res.ok()) throw new Error(`${path}: ${String(res.status())} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** A judged contest try (the answer comes once judged). */
async function submit(context: BrowserContext, contestId: string, code: string): Promise<boolean> {
  const body = await post(context, `/api/contests/${contestId}/submit/A`, { code, language: 'javascript' });
  return body.accepted === true;
}

const rowsOf = (page: Page) => page.getByTestId('scoreboard-row');

describe('a team contest and its ceremony', () => {
  it('when three users form a team, two submit, and the admin reveals the frozen board step by step, then a spectator follows every step to the final board and its awards', async () => {
    const admin = await newContext(browser, baseUrl);
    await signInAdmin(admin);
    const tag = String(Date.now());
    const problemId = await createSumProblem(admin, `Ceremony sum ${tag}`, RIGHT);
    const input: ContestInput = {
      title: `Ceremony ${tag}`,
      slug: `ceremony-${tag}`,
      format: 'icpc',
      teamSize: 3,
      medals: { gold: 1, silver: 0, bronze: 0 },
      startAt: new Date(Date.now() - 60_000).toISOString(),
      endAt: new Date(Date.now() + 2 * 3_600_000).toISOString(),
      problems: [{ label: 'A', problemId }],
    };
    const contest = contestDetailSchema.parse(await post(admin, '/api/contests', input));

    // The captain creates the team on /teams; the two others open its invite link and join.
    const [ada, bea, cy] = [await signedIn('Ada'), await signedIn('Beatrix'), await signedIn('Cyrus')];
    const team = `Null Pointers ${tag}`;
    const captain = await ada.newPage();
    await captain.goto('/teams');
    const create = captain.getByRole('form', { name: 'Create a team' });
    await create.getByLabel('Team name').fill(team);
    await create.getByLabel('Affiliation (optional)').fill('TU Delft');
    await create.getByRole('button', { name: 'Create team' }).click();
    const card = captain.getByRole('listitem', { name: team });
    const invite = await card.getByRole('textbox').first().inputValue({ timeout: FLOW_MS });
    expect(invite).toContain('/teams?');
    for (const member of [bea, cy]) {
      const page = await member.newPage();
      await page.goto(invite);
      await page.getByRole('button', { name: 'Join team' }).click();
      await page.getByRole('listitem', { name: team }).waitFor({ timeout: FLOW_MS });
      await page.close();
    }
    // The captain's page shows the team as it was read: read again, it has its three members.
    await captain.reload();
    await expect
      .poll(
        async () =>
          card
            .getByRole('list', { name: `Members of ${team}` })
            .getByRole('listitem')
            .count(),
        {
          timeout: FLOW_MS,
        },
      )
      .toBe(3);

    // The captain registers the whole team from the contest page.
    await captain.goto(`/contests/${contest.slug}`);
    await captain.getByRole('button', { name: `Register for ${contest.title}` }).click();
    const picker = captain.getByRole('dialog', { name: `Register a team for ${contest.title}` });
    await picker.waitFor({ timeout: FLOW_MS });
    await picker.getByLabel('Team', { exact: true }).selectOption({ label: `${team} (3 members)` });
    await picker.getByRole('button', { name: 'Register team' }).click();
    await captain.getByText(`Registered with team ${team}`).waitFor({ timeout: FLOW_MS });

    // A second team, of one, registers through the API.
    const dan = await signedIn('Daniel');
    const solo = `Solo ${tag}`;
    const soloTeam = await post(dan, '/api/teams', { name: solo });
    await post(dan, `/api/contests/${contest._id}/register`, { teamId: soloTeam._id });

    // Two members submit: one board row for the team, with both tries.
    expect(await submit(ada, contest._id, WRONG)).toBe(false);
    expect(await submit(bea, contest._id, WRONG)).toBe(false);
    const spectator = await (await newContext(browser, baseUrl)).newPage();
    await spectator.goto(`/contests/${contest.slug}/scoreboard`);
    const teamRow = rowsOf(spectator).filter({ hasText: team });
    await expect.poll(() => teamRow.count(), { timeout: FLOW_MS }).toBe(1);
    await expect.poll(() => rowsOf(spectator).count()).toBe(2);

    // The freeze begins; Cy and Dan solve A during it; the contest ends.
    const freezeAt = new Date().toISOString();
    const body = { ...input, freezeAt };
    expect(
      (
        await admin.request.put(`/api/contests/${contest._id}`, { data: body, headers: await xsrf(admin) })
      ).ok(),
    ).toBe(true);
    expect(await submit(cy, contest._id, RIGHT)).toBe(true);
    expect(await submit(dan, contest._id, RIGHT)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const ended = await admin.request.put(`/api/contests/${contest._id}`, {
      data: { ...body, endAt: new Date(Date.now() - 10).toISOString() },
      headers: await xsrf(admin),
    });
    expect(ended.ok()).toBe(true);

    // The spectator's board is frozen: both solves pending, no medal.
    await spectator.reload();
    await spectator.getByTestId('frozen-banner').waitFor({ timeout: FLOW_MS });
    expect(await spectator.getByText('Gold', { exact: false }).count()).toBe(0);

    // The presenter: start, then one cell per press, the spectator's banner following.
    const presenter = await admin.newPage();
    await presenter.setViewportSize({ width: 1920, height: 1080 });
    await presenter.goto(`/admin/contests/${contest._id}/reveal`);
    await presenter.getByRole('button', { name: 'Start the reveal' }).click();
    await presenter.getByText('Step 0 of 2').waitFor({ timeout: FLOW_MS });
    await spectator.getByText('Revealing the frozen board — step 0 of 2').waitFor({ timeout: FLOW_MS });
    await presenter.keyboard.press('Space');
    await presenter.getByText('Step 1 of 2').waitFor({ timeout: FLOW_MS });
    await spectator.getByText('Revealing the frozen board — step 1 of 2').waitFor({ timeout: FLOW_MS });
    await contestShot(spectator, 'reveal-spectator-step-light');
    await presenter.keyboard.press('Space');
    await presenter.getByText('Reveal finished').waitFor({ timeout: FLOW_MS });

    // The final board: no banner, one gold medal, the awards.
    await expect
      .poll(() => spectator.getByText('Revealing the frozen board', { exact: false }).count(), {
        timeout: FLOW_MS,
      })
      .toBe(0);
    const awards = spectator.getByTestId('awards-panel');
    await awards.getByText('Winner').waitFor({ timeout: FLOW_MS });
    expect(await awards.innerText()).toMatch(/Winner/);
    await contestShot(spectator, 'reveal-final-light');
    for (const context of [admin, ada, bea, cy, dan]) await context.close();
    await spectator.context().close();
  }, 360_000);
});
