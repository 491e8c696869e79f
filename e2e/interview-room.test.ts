// Issue #41: the mock interview room in two browsers. The interviewer creates a room on Two Sum, the
// candidate joins with the invite link, a third user is refused and then invited as an observer; both type
// into the same line at once and converge, a run reaches both, the candidate's connection drops for 10 s
// with edits on both sides that merge on return; the interviewer submits against the hidden tests; the
// scorecard is shared, the room ends, and the replay scrubs back through it all.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { INTERVIEW_MESSAGES } from '@codecourt/contracts';
import { REPO_ROOT } from './support/app-server.js';
import { useBrowser } from './support/browser.js';
import { DESKTOP, panelShot, PHONE, shot, signedIn, toggleTheme } from './support/interview-pages.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const FLOW_TIMEOUT_MS = 300_000;
/** How long the candidate's network stays down (the "dropped for 10 s"). */
const OFFLINE_MS = 10_000;

/** The shared editor's text as Monaco draws it (every line is in view: the room's code is short). */
async function editorText(page: Page): Promise<string> {
  const lines = await page.locator('[data-testid="room-editor"] .view-line').evaluateAll((nodes) =>
    nodes
      .map((node) => ({ top: parseFloat((node as HTMLElement).style.top), text: node.textContent }))
      .sort((a, b) => a.top - b.top)
      .map(({ text }) => text.replace(/\u00a0/g, ' ')),
  );
  return lines.join('\n');
}

async function editorReady(page: Page): Promise<void> {
  await page.locator('[data-testid="room-editor"] .monaco-editor .view-lines').waitFor({ timeout: 60_000 });
  await page
    .locator('[data-testid="connection-status"][data-status="connected"]')
    .waitFor({ timeout: 30_000 });
}

/** Puts the caret at the end of the document: a click in the editor, then Ctrl+End. */
async function caretAtEnd(page: Page): Promise<void> {
  await page.locator('[data-testid="room-editor"] .view-lines').click();
  await page.keyboard.press('Control+End');
}

/** Both editors hold the same text, and it satisfies `check`. */
async function converged(a: Page, b: Page, check: (text: string) => boolean): Promise<string> {
  let agreed = '';
  await expect
    .poll(
      async () => {
        const [left, right] = await Promise.all([editorText(a), editorText(b)]);
        agreed = left === right && check(left) ? left : '';
        return agreed !== '';
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return agreed;
}

const sorted = (text: string) => Array.from(text).sort().join('');

describe('the interview room', () => {
  it(
    'when two people interview on Two Sum, then their edits converge, runs reach both, the offline edits merge, and the replay shows it all',
    async () => {
      const interviewer = await signedIn(browser, baseUrl, 'Ada');
      const candidate = await signedIn(browser, baseUrl, 'Grace');
      const intruder = await signedIn(browser, baseUrl, 'Eve');
      const problem = (await (await interviewer.request.get('/api/problem/problemById/two-sum')).json()) as {
        _id: string;
      };

      // The interviewer creates the room on Two Sum.
      const host = await interviewer.newPage();
      await host.goto('/interviews');
      await host.getByTestId('interviews-empty').waitFor();
      await host.getByLabel('Library problem').selectOption(problem._id);
      await host.getByLabel('Minutes').fill('30');
      await host.getByRole('button', { name: 'New interview' }).click();
      await host.waitForURL(/\/interviews\/[^/]+$/);
      const roomId = new URL(host.url()).pathname.split('/').pop() ?? '';
      const joinCode = (await host.getByTestId('join-code').innerText()).trim();
      expect(joinCode).toMatch(/^[0-9A-Z]{10}$/);
      await editorReady(host);
      const inviteLink = `${baseUrl}/interviews/${roomId}?code=${joinCode}`;

      // The candidate joins with the invite link pasted on /interviews; the problem stays hidden until the start.
      const guest = await candidate.newPage();
      await guest.goto('/interviews');
      await guest.getByLabel('Invite link with the join code').fill(inviteLink);
      await guest.getByRole('button', { name: 'Join', exact: true }).click();
      await guest.waitForURL(`${baseUrl}/interviews/${roomId}`);
      await guest.getByTestId('room-problem-hidden').waitFor();
      await editorReady(guest);
      await host.locator('[data-testid="participant"][data-present="true"]').nth(1).waitFor();

      // A third person with the same link is refused, by the page and by the document's socket.
      const eve = await intruder.newPage();
      await eve.goto(`/interviews/${roomId}?code=${joinCode}`);
      await eve.getByRole('button', { name: 'Join interview' }).click();
      expect(await eve.getByRole('alert').innerText()).toBe(INTERVIEW_MESSAGES.roomFull);
      expect((await intruder.request.get(`/api/interviews/${roomId}`)).status()).toBe(404);
      const socket = await eve.evaluate(
        (url) =>
          new Promise<string>((resolve) => {
            const ws = new WebSocket(url);
            ws.onopen = () => {
              resolve('opened');
            };
            ws.onclose = () => {
              resolve('refused');
            };
          }),
        `${baseUrl.replace(/^http/, 'ws')}/api/interviews/${roomId}/sync`,
      );
      expect(socket).toBe('refused');

      // The interviewer invites her as an observer by the user id her Interviews page shows: she watches, read-only.
      await eve.goto('/interviews');
      const eveId = (await eve.getByTestId('my-user-id').innerText()).trim();
      const invite = host.getByRole('form', { name: 'Invite an observer' });
      await invite.getByLabel("Observer's handle or user id").fill(eveId);
      await invite.getByRole('button', { name: 'Invite' }).click();
      await invite.getByText('Watching: Eve.').waitFor();
      await eve.goto(`/interviews/${roomId}`);
      await eve.getByText('Observing: read-only').waitFor();
      await eve.close();

      // The start shows the problem to the candidate; the language switch reaches both.
      await host.getByRole('button', { name: 'Start interview' }).click();
      await guest.getByTestId('room-problem').waitFor({ timeout: 20_000 });
      expect(await guest.getByTestId('interview-status').innerText()).toBe('In progress');
      await guest.getByTestId('room-language').selectOption('javascript');
      await expect.poll(() => host.getByTestId('room-language').inputValue()).toBe('javascript');

      // Both type into the same line at once: the two documents converge to one text holding both.
      await caretAtEnd(host);
      await caretAtEnd(guest);
      await Promise.all([
        host.keyboard.type('ada', { delay: 40 }),
        guest.keyboard.type('grace', { delay: 40 }),
      ]);
      const together = await converged(host, guest, (text) => sorted(text) === sorted('adagrace'));
      expect(together.split('\n')).toHaveLength(1);
      // Each sees the other's caret, labelled with their name.
      await host.locator('.yRemoteSelectionHead').first().waitFor({ state: 'attached' });
      await guest.locator('.yRemoteSelectionHead').first().waitFor({ state: 'attached' });
      await shot(host, 'room-light');

      // The solution, pasted by the interviewer, then run by the candidate: the result reaches both.
      const solution = await readFile(
        path.join(REPO_ROOT, 'problems/two-sum/submissions/accepted/solution.fn.js'),
        'utf8',
      );
      await host.locator('[data-testid="room-editor"] .view-lines').click();
      await host.keyboard.press('Control+A');
      await host.evaluate((text) => navigator.clipboard.writeText(text), solution);
      await host.keyboard.press('Control+V');
      await converged(host, guest, (text) => text.includes('function twoSum(nums, target)'));
      await guest.getByRole('button', { name: 'Run', exact: true }).click();
      for (const page of [host, guest])
        await page.getByTestId('room-run').getByTestId('run-result').waitFor({ timeout: 120_000 });
      // The same run, verdict and all, on both sides (a loaded judge may time it out: either way, the same).
      const [hostRun, guestRun] = await Promise.all(
        [host, guest].map((page) => page.getByTestId('room-run').innerText()),
      );
      expect(hostRun).toContain('Run by Grace in JavaScript');
      expect(hostRun).toBe(guestRun);

      // The candidate drops off for 10 s; both write meanwhile; on return both edits are in both editors.
      await candidate.setOffline(true);
      await guest.locator('[data-testid="connection-status"][data-status="offline"]').waitFor();
      await caretAtEnd(guest);
      await guest.keyboard.type('\n// offline by Grace', { delay: 20 });
      await host.locator('[data-testid="room-editor"] .view-lines').click();
      await host.keyboard.press('Control+Home');
      await host.keyboard.type('// meanwhile Ada\n', { delay: 20 });
      await new Promise((resolve) => setTimeout(resolve, OFFLINE_MS));
      expect(await editorText(host)).not.toContain('offline by Grace');
      await candidate.setOffline(false);
      const merged = await converged(
        host,
        guest,
        (text) => text.includes('// offline by Grace') && text.includes('// meanwhile Ada'),
      );
      expect(merged.startsWith('// meanwhile Ada')).toBe(true);
      await guest.locator('[data-testid="connection-status"][data-status="connected"]').waitFor();

      // The interviewer alone judges the code on every test, hidden ones by verdict; the candidate sees none of it.
      await host.getByRole('button', { name: 'Submit against hidden tests' }).click();
      const verdict = host.getByTestId('submit-verdict');
      await verdict.waitFor({ timeout: 120_000 });
      expect(await verdict.innerText()).toMatch(/tests passed in JavaScript/);
      expect(await verdict.getByRole('listitem').filter({ hasText: 'hidden' }).count()).toBeGreaterThan(0);
      expect(await guest.getByTestId('submit-verdict').count()).toBe(0);

      // The room in the dark theme and on a phone.
      await toggleTheme(host, 'dark');
      await shot(host, 'room-dark');
      await host.setViewportSize(PHONE);
      await shot(host, 'room-phone');
      await host.setViewportSize(DESKTOP);
      await toggleTheme(host, 'light');

      // Private notes autosave; the scorecard is filled, shared and saved.
      await host.getByTestId('interview-notes').fill('Asked about duplicates before coding.');
      await expect.poll(() => host.getByTestId('notes-state').innerText(), { timeout: 15_000 }).toBe('Saved');
      const card = host.getByTestId('scorecard-form');
      const panel = host.getByTestId('interviewer-panel');
      for (const [area, score] of [
        ['Problem solving', '4'],
        ['Coding', '3'],
        ['Communication', '4'],
        ['Testing', '3'],
      ] as const)
        await card.getByRole('group', { name: area }).getByRole('radio', { name: score }).check();
      await card.getByLabel('Recommendation').selectOption('hire');
      await card.getByLabel('Feedback for the candidate').fill('Clear plan, then tests for the edges.');
      await card.getByLabel('Share with the candidate').check();
      await card.getByRole('button', { name: 'Save scorecard' }).click();
      await card.getByText('Saved and shared with the candidate').waitFor();
      await panelShot(panel, 'scorecard-light');
      await toggleTheme(host, 'dark');
      await panelShot(panel, 'scorecard-dark');
      await host.setViewportSize(PHONE);
      await panelShot(panel, 'scorecard-phone');
      await host.setViewportSize(DESKTOP);
      await toggleTheme(host, 'light');
      const finalCode = await editorText(host);

      // The end: read-only for both, the candidate's feedback, and the replay.
      await host.getByRole('button', { name: 'End interview' }).click();
      await host.getByRole('dialog').getByRole('button', { name: 'End interview' }).click();
      for (const page of [host, guest]) {
        await page.getByTestId('read-only').waitFor({ timeout: 20_000 });
        await page.getByTestId('replay-player').waitFor();
      }
      await guest.getByTestId('feedback-card').getByText('Clear plan, then tests for the edges.').waitFor();
      // Monaco's colouring draws spaces as no-break spaces and ends with a line break.
      const replayCode = async () =>
        (await host.getByTestId('replay-code').innerText()).replace(/\u00a0/g, ' ').replace(/\n$/, '');
      await expect.poll(replayCode).toBe(finalCode);
      const scrubber = host.getByTestId('replay-scrubber');
      await scrubber.fill((await scrubber.getAttribute('min')) ?? '0');
      expect(await replayCode()).toBe('');
      // Step through the changes: the code grows into the typed line, then the solution, and the run appears.
      const seen = new Set<string>();
      for (let step = 0; step < 400 && !seen.has('run'); step++) {
        const next = host.getByRole('button', { name: 'Next change' });
        if (await next.isDisabled()) break;
        await next.click();
        const code = await replayCode();
        if (sorted(code) === sorted('adagrace')) seen.add('typed');
        if (code.includes('function twoSum') && !code.includes('offline by Grace')) seen.add('solution');
        if (await host.getByTestId('replay-player').getByTestId('run-result').count()) seen.add('run');
      }
      expect([...seen].sort()).toEqual(['run', 'solution', 'typed']);
      await host.getByRole('button', { name: 'Play' }).click();
      await host.getByRole('button', { name: 'Pause' }).click();
      await shot(host, 'replay-light');
      await toggleTheme(host, 'dark');
      await shot(host, 'replay-dark');
      await host.setViewportSize(PHONE);
      await panelShot(host.getByTestId('replay-player').locator('..'), 'replay-phone');
      expect(await host.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );

      await intruder.close();
      await candidate.close();
      await interviewer.close();
    },
    FLOW_TIMEOUT_MS,
  );
});
