import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AiChatRequest, HintLevel, TutorResult } from '@codecourt/contracts';
import { listSolutionsTaken } from '../../practice/solution-takes.js';
import { startFakeOpenAi } from '../../../testing/fake-openai.js';
import type { FakeOpenAi } from '../../../testing/fake-openai.js';
import { judgedHistory } from '../../../testing/judged-history.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import type { TestBrowser } from '../../../testing/test-browser.js';

let fake: FakeOpenAi;
let t: TestApp;
let ada: TestBrowser;
let adaId: string;
let problemId: string;

const VISIBLE_INPUT = '4\n2 7 11 15\n9 visible-sample';
const HIDDEN_INPUT = '123456789 hidden-secret-input';
const HIDDEN_EXPECTED = 'hidden-secret-expected';

/** A Submit whose first failing test is hidden (a client that wrongly kept its data) and whose second is visible. */
const wrongAnswer: TutorResult = {
  kind: 'submit',
  verdict: 'Wrong Answer',
  testCasesPassed: 1,
  totalTestCases: 4,
  runtimeMs: 12,
  memoryKb: 3400,
  timeLimitMs: 1000,
  memoryLimitKb: 262144,
  compileOutput: null,
  tests: [
    { visible: true, verdict: 'Accepted', input: '1 1\n2', expected: '0 1', actual: '0 1' },
    { visible: false, verdict: 'Wrong Answer', input: HIDDEN_INPUT, expected: HIDDEN_EXPECTED, actual: 'x' },
    { visible: true, verdict: 'Wrong Answer', input: VISIBLE_INPUT, expected: '0 1', actual: '1 0' },
    { visible: false, verdict: 'Wrong Answer' },
  ],
};

const ask = (extra: Partial<AiChatRequest>): AiChatRequest => ({
  messages: [{ role: 'user', parts: [{ text: 'Explain this result' }] }],
  title: 'Two Sum',
  description: 'Find two numbers that add up to target.',
  code: 'class Solution: pass',
  language: 'python',
  ...extra,
});

const systemPrompt = () => fake.requests[0]?.messages[0]?.content ?? '';
const wholeBody = () => JSON.stringify(fake.requests);

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({
    env: {
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_MODEL: 'tutor-model',
      AI_RATE_LIMIT_MAX: '1000',
    },
  });
  problemId = await judgedHistory(t.database.db).problem('easy', 'array');
  const signedIn = await signedInBrowser(t.app);
  ada = signedIn.browser;
  adaId = signedIn.user._id;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.behave({ kind: 'reply', pieces: ['Look at the order.'] });
});

describe('the tutor sees the last result', () => {
  it('when a failing Submit is explained, then the model gets the verdict, limits and the first failing visible test, never a hidden one', async () => {
    const res = await ada.post('/api/ai/chat', ask({ lastResult: wrongAnswer }));

    expect(res.status).toBe(200);
    const prompt = systemPrompt();
    expect(prompt).toContain('Submit verdict: Wrong Answer');
    expect(prompt).toContain('Tests passed: 1 of 4');
    expect(prompt).toContain('Runtime: 12 ms (limit 1000 ms)');
    expect(prompt).toContain('Memory: 3400 KB (limit 262144 KB)');
    expect(prompt).toContain(VISIBLE_INPUT);
    expect(prompt).toContain("The student's output:\n```\n1 0\n```");
    expect(wholeBody()).not.toContain(HIDDEN_INPUT);
    expect(wholeBody()).not.toContain(HIDDEN_EXPECTED);
  });

  it('when only hidden tests fail, then the model is told so and gets none of their data', async () => {
    const hiddenOnly: TutorResult = {
      ...wrongAnswer,
      tests: (wrongAnswer.tests ?? []).filter((test) => !test.visible || test.verdict === 'Accepted'),
    };
    await ada.post('/api/ai/chat', ask({ lastResult: hiddenOnly }));

    expect(systemPrompt()).toContain('The failing tests are hidden');
    expect(wholeBody()).not.toContain(HIDDEN_INPUT);
  });

  it("when the code did not compile, then the compiler's message is in the prompt", async () => {
    const compileError: TutorResult = {
      ...wrongAnswer,
      kind: 'run',
      verdict: 'Compilation Error',
      testCasesPassed: 0,
      runtimeMs: null,
      memoryKb: null,
      compileOutput: "main.cpp:3:5: error: expected ';'",
      tests: [],
    };
    await ada.post('/api/ai/chat', ask({ lastResult: compileError }));

    expect(systemPrompt()).toContain('Run verdict: Compilation Error');
    expect(systemPrompt()).toContain("main.cpp:3:5: error: expected ';'");
    expect(systemPrompt()).toContain('Runtime: not measured');
  });
});

describe('the hint ladder', () => {
  it.each<[HintLevel, string]>([
    ['nudge', 'No algorithm, no code.'],
    ['idea', 'name the insight'],
    ['approach', 'without a complete program'],
  ])(
    'when a %s is asked for, then the prompt says how much to tell and no solution is recorded',
    async (level, rule) => {
      await ada.post('/api/ai/chat', ask({ hintLevel: level, problemId }));

      expect(systemPrompt()).toContain(rule);
      expect(await listSolutionsTaken(t.database.db, adaId, problemId)).toEqual([]);
    },
  );

  it('when the full solution is asked for explicitly, then the tutor is told to give it and "solution taken" is recorded', async () => {
    await ada.post('/api/ai/chat/stream', ask({ hintLevel: 'solution', problemId }));

    expect(systemPrompt()).toContain('explicitly asks for the full solution');
    const taken = await listSolutionsTaken(t.database.db, adaId, problemId);
    expect(taken.map(({ source }) => source)).toEqual(['ai']);
  });
});
