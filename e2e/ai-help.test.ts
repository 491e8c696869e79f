import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startFakeOpenAi, type FakeOpenAi } from '../apps/api/src/testing/fake-openai.js';
import { registerAccount, uniqueAccount } from './support/accounts.js';
import { REPO_ROOT, startAppServer, type AppServer } from './support/app-server.js';
import { newContext, screenshot, useBrowser } from './support/browser.js';

const PACKAGE = path.join(REPO_ROOT, 'problems/two-sum');
const TITLE =
  /^name:\s*(.+)$/m.exec(readFileSync(path.join(PACKAGE, 'problem.yaml'), 'utf8'))?.[1]?.trim() ?? '';
const PIECES = [
  'Think about **what you have already seen**. ',
  'For each number, ask whether its complement was seen before:\n\n',
  '```python\nseen = {}\nfor i, x in enumerate(nums):\n    if target - x in seen:\n        break\n```\n\n',
  'That is one pass: **O(n)** time and O(n) space.',
];
const PIECE_DELAY_MS = 700;

let fake: FakeOpenAi;
let server: AppServer;
const browser = useBrowser();

beforeAll(async () => {
  fake = await startFakeOpenAi();
  fake.behave({ kind: 'reply', pieces: PIECES, pieceDelayMs: PIECE_DELAY_MS });
  server = await startAppServer({
    OPENAI_API_KEY: 'sk-e2e',
    OPENAI_BASE_URL: fake.baseUrl,
    OPENAI_MODEL: 'e2e-tutor',
  });
});
afterAll(async () => {
  await server.stop();
  await fake.close();
});

async function useTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((t) => {
    localStorage.setItem('theme', t);
  }, theme);
  await page.reload();
}

describe('AI Help tab', () => {
  it('when a user asks for a hint, then the reply streams in piece by piece, with the editor code sent along, and stays for the session', async () => {
    const context = await newContext(browser, server.baseUrl);
    await registerAccount(context, uniqueAccount('Barbara'), { keepSession: true });
    const page = await context.newPage();
    await page.goto(`/problems?q=${encodeURIComponent(TITLE)}`);
    await page.getByTestId('problem-row').getByRole('link', { name: TITLE, exact: true }).click();
    await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    await page.locator('.monaco-editor .view-lines').waitFor({ timeout: 30_000 });

    await page.getByRole('tab', { name: 'AI Help' }).click();
    // The first step of the hint ladder.
    await page.getByRole('group', { name: 'Hints' }).getByRole('button', { name: 'Nudge' }).click();

    const reply = page.getByTestId('ai-reply');
    await reply.getByText('what you have already seen').waitFor({ timeout: 15_000 });
    // Mid-stream: the first piece is shown, the last is not yet, and the reply can be stopped.
    expect(await reply.getAttribute('data-streaming')).toBe('true');
    expect(await reply.innerText()).not.toContain('one pass');
    expect(await page.getByRole('button', { name: 'Stop' }).isVisible()).toBe(true);

    await reply.getByText('one pass').waitFor({ timeout: 15_000 });
    await page.locator('[data-testid="ai-reply"][data-streaming="false"]').waitFor();
    expect(await reply.locator('strong', { hasText: 'O(n)' }).count()).toBe(1);
    await reply.locator('code[data-colorized="true"]').waitFor({ timeout: 15_000 });
    expect(await reply.locator('code span[class^="mtk"]').count()).toBeGreaterThan(0);
    await screenshot(page, 'ai-help-light', { fullPage: false });

    const sent = fake.requests.at(-1);
    expect(sent?.stream).toBe(true);
    expect(sent?.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(sent?.messages[0]?.content).toContain(TITLE);
    expect(sent?.messages[0]?.content).toContain("Student's current code");

    await useTheme(page, 'dark');
    await page.getByRole('tab', { name: 'AI Help' }).click();
    await reply.getByText('one pass').waitFor();
    expect(await page.getByTestId('ai-question').innerText()).toContain('Give me a small nudge');
    await reply.locator('code[data-colorized="true"]').waitFor({ timeout: 15_000 });
    await screenshot(page, 'ai-help-dark', { fullPage: false });
    await context.close();
  });
});
