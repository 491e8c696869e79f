import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { MESSAGES, problemSchema, type ProblemInput } from '@codecourt/contracts';
import { E2E_ADMIN, registerAccount, uniqueAccount } from './support/accounts.js';
import { newContext, screenshot, useBrowser } from './support/browser.js';
import { editorReady, pasteCode, useTheme } from './support/workspace-page.js';

const baseUrl = inject('baseUrl');
const TESTS = 20;
/** More examples than the judge's two places, so some are green while others still run (a test may take a place each). */
const EXAMPLES = 4;

/** Adds two numbers a fifth of a second late, so twenty tests take long enough to watch. */
const SLOW_SUM_JS = [
  "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);",
  'setTimeout(() => console.log(a + b), 200);',
].join('\n');
const SUM_CPP =
  '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b; }\n';
const SUM_JAVA =
  'import java.util.*;\npublic class Main { public static void main(String[] x) { Scanner s = new Scanner(System.in); System.out.println(s.nextLong() + s.nextLong()); } }\n';

/** A whole-program problem with 4 examples and 16 hidden tests, written through the admin API. */
function twentyTestProblem(): ProblemInput {
  const cases = Array.from({ length: TESTS }, (_, i) => ({ input: `${i} ${i * 3}\n`, output: `${i * 4}\n` }));
  return {
    title: `Twenty sums ${randomUUID().slice(0, 8)}`,
    description: 'Read `a` and `b` on one line and print their sum.',
    difficulty: 'easy',
    tags: 'array',
    constraints: ['0 <= a, b <= 100'],
    visibleTestCases: cases
      .slice(0, EXAMPLES)
      .map((c) => ({ ...c, explanation: 'The sum of the two numbers.' })),
    hiddenTestCases: cases.slice(EXAMPLES),
    startCode: [
      { language: 'C++', initialCode: '// read a and b, print a + b\n' },
      { language: 'Java', initialCode: '// read a and b, print a + b\n' },
      { language: 'JavaScript', initialCode: '// read a and b, print a + b\n' },
    ],
    referenceSolution: [
      { language: 'C++', completeCode: SUM_CPP },
      { language: 'Java', completeCode: SUM_JAVA },
      { language: 'JavaScript', completeCode: SLOW_SUM_JS },
    ],
  };
}

/** Signs the admin in through the API (CSRF included) and creates the problem; answers its id. */
async function seedProblem(context: BrowserContext): Promise<string> {
  // Signing in issues a fresh XSRF-TOKEN: each write echoes the cookie as it is then.
  const xsrf = async () => ({
    'X-XSRF-TOKEN': (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '',
  });
  await context.request.get('/api/health');
  const login = await context.request.post('/api/user/login', { data: E2E_ADMIN, headers: await xsrf() });
  if (!login.ok()) throw new Error(`admin login failed: ${String(login.status())}`);
  const created = await context.request.post('/api/problem/create', {
    data: twentyTestProblem(),
    headers: await xsrf(),
  });
  if (!created.ok()) throw new Error(`create failed: ${String(created.status())} ${await created.text()}`);
  return problemSchema.parse(await created.json())._id;
}

/** The rows of the streamed (visible) tests, and how many hidden tests the "judging hidden tests" line names. */
type Snapshot = { passed: number; failed: number; waiting: number; hidden: number | null };

/** Clicks Submit and samples the test rows every 50 ms until the verdict shows. */
async function submitAndWatch(page: Page, onHalfway?: () => Promise<unknown>): Promise<Snapshot[]> {
  const seen: Snapshot[] = [];
  let halfwayDone = onHalfway === undefined;
  await page.getByTestId('submit-button').click();
  for (const deadline = Date.now() + 45_000; Date.now() < deadline;) {
    const snapshot = await page.evaluate(() => {
      const states = Array.from(
        document.querySelectorAll<HTMLElement>('[data-testid="live-judging"] [data-testid="test-row"]'),
        (row) => row.dataset.state ?? '',
      );
      const count = (...wanted: string[]) => states.filter((state) => wanted.includes(state)).length;
      const hiddenText = document.querySelector('[data-testid="live-hidden"]')?.textContent ?? '';
      const hidden = /Judging (\d+) hidden/.exec(hiddenText)?.[1];
      return {
        hidden: hidden === undefined ? null : Number(hidden),
        rows: states.length,
        passed: count('passed'),
        failed: count('failed'),
        waiting: count('running', 'pending'),
        judged: document.querySelector('[data-testid="submit-result"]') !== null,
      };
    });
    if (snapshot.judged) return seen;
    if (snapshot.rows > 0)
      seen.push({
        passed: snapshot.passed,
        failed: snapshot.failed,
        waiting: snapshot.waiting,
        hidden: snapshot.hidden,
      });
    if (!halfwayDone && snapshot.hidden !== null) {
      halfwayDone = true;
      await onHalfway?.();
    }
    await page.waitForTimeout(50);
  }
  throw new Error('the submission was not judged within 45 s');
}

const browser = useBrowser();
let problemId: string;

beforeAll(async () => {
  const admin = await newContext(browser, baseUrl);
  problemId = await seedProblem(admin);
  await admin.close();
});

describe('live judging in the workspace', () => {
  it('when a 20-test submission is judged, then its examples turn green one by one, the hidden tests show as one state that never counts, then the verdict shows with every test passed', async () => {
    const context = await newContext(browser, baseUrl);
    await registerAccount(context, uniqueAccount('Margaret'), { keepSession: true });
    const page = await context.newPage();
    await page.goto(`/problem/${problemId}`);
    await editorReady(page);
    await page.getByTestId('language-select').selectOption('javascript');
    await pasteCode(page, SLOW_SUM_JS);

    const seen = await submitAndWatch(page, () =>
      screenshot(page, 'live-judging-light', { fullPage: false }),
    );

    expect(seen.some((s) => s.passed > 0 && s.waiting > 0)).toBe(true);
    // Hidden tests get no rows and no progress while judged (a count would time each one): one state,
    // naming how many there are, until the verdict.
    const hiddenLines = [...new Set(seen.flatMap((s) => (s.hidden === null ? [] : [s.hidden])))];
    expect(hiddenLines).toEqual([TESTS - EXAMPLES]);
    expect(
      seen.every(
        (s) => s.failed === 0 && (s.hidden === null ? s.passed + s.waiting === TESTS : s.passed === EXAMPLES),
      ),
    ).toBe(true);
    const result = page.getByTestId('submit-result');
    expect(await result.getByTestId('result-headline').innerText()).toBe(MESSAGES.solutionAccepted);
    expect(await result.locator('[data-testid="test-row"][data-state="passed"]').count()).toBe(TESTS);
    expect(await result.getByLabel('hidden test').count()).toBe(TESTS - EXAMPLES);

    await useTheme(page, 'dark');
    await editorReady(page);
    expect(await page.getByTestId('language-select').inputValue()).toBe('javascript');
    const again = await submitAndWatch(page, () =>
      screenshot(page, 'live-judging-dark', { fullPage: false }),
    );
    expect(again.some((s) => s.hidden === TESTS - EXAMPLES)).toBe(true);
    await context.close();
  }, 120_000);
});
