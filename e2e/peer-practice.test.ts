// Issue #41 item 5 in two browsers: two users join the peer queue at the same level and language, are
// matched (the one waiting is taken to the room as the poll sees the match), both say they are here, and
// the room shows its two problems and who interviews in the half now running. The swap at the half and the
// feedback hang on the clock, which only the API tests move: here, what the page shows now.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LANGUAGE_NAME_BY_ID, type Difficulty } from '@codecourt/contracts';
import { useBrowser } from './support/browser.js';
import { DESKTOP, panelShot, PHONE, shot, signedIn, toggleTheme } from './support/interview-pages.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const FLOW_TIMEOUT_MS = 120_000;
const LANGUAGE = 'python';
const LEVEL_LABEL: Record<Difficulty, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };

async function joinQueue(page: Page, level: Difficulty): Promise<void> {
  await page.goto('/interviews');
  const card = page.getByTestId('peer-queue');
  await card.getByRole('radio', { name: LEVEL_LABEL[level] }).check();
  await card.getByRole('checkbox', { name: LANGUAGE_NAME_BY_ID[LANGUAGE] }).check();
  await card.getByRole('button', { name: 'Find a partner' }).click();
}

describe('peer practice', () => {
  it(
    'when two users join the queue at one level and language, then they meet in a room with two problems and their roles',
    async () => {
      const ada = await signedIn(browser, baseUrl, 'Ada');
      const bo = await signedIn(browser, baseUrl, 'Bob');
      // A level the library holds two public problems of (a peer room takes two); the hardest such first,
      // so no other file's users would wait at it.
      const library = (await (await ada.request.get('/api/problem/getAllProblem')).json()) as {
        difficulty: Difficulty;
      }[];
      const level = (['hard', 'medium', 'easy'] as const).find(
        (wanted) => library.filter((problem) => problem.difficulty === wanted).length >= 2,
      );
      if (!level) throw new Error('the e2e library has no level with two problems');

      // Ada waits: the card counts the time up and says when her place lapses.
      const first = await ada.newPage();
      await joinQueue(first, level);
      const waiting = first.getByTestId('peer-waiting');
      await waiting.waitFor();
      expect(await waiting.innerText()).toContain('Looking for a partner');
      const queueCard = first.getByTestId('peer-queue');
      await panelShot(queueCard, 'peer-queue-waiting-light');
      await toggleTheme(first, 'dark');
      await panelShot(queueCard, 'peer-queue-waiting-dark');
      await first.setViewportSize(PHONE);
      await panelShot(queueCard, 'peer-queue-waiting-phone');
      await first.setViewportSize(DESKTOP);
      await toggleTheme(first, 'light');

      // Bo joins and is matched at once; Ada's poll sees the match and takes her to the same room.
      const second = await bo.newPage();
      await joinQueue(second, level);
      await second.waitForURL(/\/interviews\/[^/?]+$/);
      const roomUrl = second.url();
      await first.waitForURL(roomUrl, { timeout: 20_000 });

      // Both say they are here before the deadline; the clock starts when the second does.
      for (const page of [first, second]) {
        const arrival = page.getByTestId('peer-arrival');
        await arrival.waitFor();
        expect(await arrival.getByRole('timer').innerText()).toMatch(/^\d:\d\d$/);
        await arrival.getByRole('button', { name: "I'm here" }).click();
      }
      const [adaRoles, boRoles] = [first.getByTestId('peer-roles'), second.getByTestId('peer-roles')];
      await adaRoles.waitFor({ timeout: 20_000 });
      await boRoles.waitFor({ timeout: 20_000 });

      // Ada waited longer, so she interviews first, on the first of the two problems.
      expect(await adaRoles.innerText()).toContain('First half: You interview now');
      expect(await boRoles.innerText()).toContain('First half: You code now');
      expect(await boRoles.innerText()).toContain('Interviewer: Ada');
      const problems = second.getByTestId('peer-problems').getByRole('listitem');
      await expect.poll(async () => (await problems.allInnerTexts()).join('|')).not.toContain('Loading');
      const [firstProblem, secondProblem] = await problems.allInnerTexts();
      expect(firstProblem).toMatch(/^First half:/);
      expect(secondProblem).toMatch(/^Second half:/);
      const firstTitle = (firstProblem ?? '').replace(/^First half:\s*/, '');
      expect(firstTitle).not.toBe((secondProblem ?? '').replace(/^Second half:\s*/, ''));
      const statement = second.getByTestId('room-problem');
      await statement.waitFor();
      expect(await statement.getByRole('heading').first().innerText()).toContain(firstTitle);

      // The shared editor starts in the language the two were matched on.
      for (const page of [first, second])
        await expect.poll(() => page.getByLabel('Language').inputValue()).toBe(LANGUAGE);

      await shot(first, 'peer-room-light');
      await toggleTheme(first, 'dark');
      await shot(first, 'peer-room-dark');
      await first.setViewportSize(PHONE);
      await shot(first, 'peer-room-phone');

      await Promise.all([ada.close(), bo.close()]);
    },
    FLOW_TIMEOUT_MS,
  );
});
