import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, aiChatResponseSchema, aiStreamEventSchema } from '@codecourt/contracts';
import type { AiChatRequest } from '@codecourt/contracts';
import { startFakeOpenAi } from '../../../testing/fake-openai.js';
import type { FakeOpenAi } from '../../../testing/fake-openai.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { openBrowser } from '../../../testing/test-browser.js';
import type { TestBrowser } from '../../../testing/test-browser.js';

let fake: FakeOpenAi;
let t: TestApp;
let ada: TestBrowser;

const HIDDEN_INPUT = '987654321 hidden-only';

const chat = (text: string, extra: Partial<AiChatRequest> = {}) => ({
  messages: [
    { role: 'user', parts: [{ text: 'How do I start?' }] },
    { role: 'model', parts: [{ text: 'Think about a hash map.' }] },
    { role: 'user', parts: [{ text }] },
  ],
  title: 'Two Sum',
  description: 'Find two numbers that add up to target.',
  testCases: [{ input: '2 7 11 15\n9', output: '0 1', explanation: 'nums[0] + nums[1] = 9' }],
  startCode: [{ language: 'C++', initialCode: 'vector<int> twoSum() {}' }],
  constraints: ['2 <= n <= 10^4'],
  code: 'int main() { return 42; }',
  language: 'cpp',
  ...extra,
});

/** The `data:` payloads of an event-stream body, in order. */
function events(text: string): string[] {
  return text
    .split('\n\n')
    .map((block) => block.trim())
    .filter((block) => block.startsWith('data: '))
    .map((block) => block.slice('data: '.length));
}

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({
    env: {
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_MODEL: 'tutor-model',
      // Long enough for the SDK's first call on a loaded machine (at 400 ms a healthy reply timed out),
      // short enough that the hanging cases below end soon.
      OPENAI_TIMEOUT_MS: '2500',
      AI_RATE_LIMIT_MAX: '1000',
    },
  });
  ada = (await signedInBrowser(t.app)).browser;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.behave({ kind: 'reply', pieces: ['Try', ' a hash', ' map.'] });
});

describe('POST /api/ai/chat', () => {
  it('when a signed-in user asks, then the reply comes back as {message} from the configured model with the key', async () => {
    const res = await ada.post('/api/ai/chat', chat('Give me a hint'));

    expect(res.status).toBe(200);
    expect(aiChatResponseSchema.parse(res.body)).toEqual({ message: 'Try a hash map.' });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      model: 'tutor-model',
      stream: false,
      authorization: 'Bearer sk-test',
    });
  });

  it('when the conversation is sent, then a tutor system prompt comes first and model turns become assistant turns', async () => {
    await ada.post('/api/ai/chat', chat('Give me a hint'));

    const sent = fake.requests[0]?.messages ?? [];
    expect(sent.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(sent.slice(1).map((m) => m.content)).toEqual([
      'How do I start?',
      'Think about a hash map.',
      'Give me a hint',
    ]);
    const system = sent[0]?.content ?? '';
    for (const expected of [
      'Two Sum',
      'Find two numbers that add up to target.',
      '2 7 11 15',
      'nums[0] + nums[1] = 9',
      '2 <= n <= 10^4',
      'int main() { return 42; }',
      'C++',
      'hints',
      'complexity',
      'Markdown',
    ])
      expect(system).toContain(expected);
  });

  it('when a client slips hidden tests into the body, then they never reach the model', async () => {
    const body = { ...chat('Give me a hint'), hiddenTestCases: [{ input: HIDDEN_INPUT, output: '1' }] };

    const res = await ada.post('/api/ai/chat', body);

    expect(res.status).toBe(200);
    expect(JSON.stringify(fake.requests)).not.toContain(HIDDEN_INPUT);
  });

  it('when the history is longer than the prompt allows, then the oldest turns are dropped and the question kept', async () => {
    const long = 'x'.repeat(7_000);
    const messages = Array.from({ length: 10 }, (_, i) => ({
      role: i % 2 === 0 ? 'user' : 'model',
      parts: [{ text: `${String(i)} ${long}` }],
    }));
    messages.push({ role: 'user', parts: [{ text: 'the latest question' }] });

    const res = await ada.post('/api/ai/chat', { ...chat('unused'), messages });

    expect(res.status).toBe(200);
    const sent = fake.requests[0]?.messages ?? [];
    expect(sent.length).toBeLessThan(messages.length + 1);
    expect(sent[1]?.role).toBe('user');
    expect(sent.at(-1)?.content).toBe('the latest question');
    expect(sent.some((m) => m.content.startsWith('0 '))).toBe(false);
  });

  it('when the last message is shorter than 2 characters (or not the user’s), then 400 and nothing is sent', async () => {
    const short = await ada.post('/api/ai/chat', chat(' a '));
    const modelLast = await ada.post('/api/ai/chat', {
      ...chat('ok'),
      messages: [{ role: 'model', parts: [{ text: 'hello there' }] }],
    });
    const none = await ada.post('/api/ai/chat', { ...chat('ok'), messages: [] });

    expect(short.status).toBe(400);
    expect(short.body).toEqual({ error: MESSAGES.aiMessageTooShort });
    expect(modelLast.status).toBe(400);
    expect(none.status).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });

  it('when nobody is signed in, then 401', async () => {
    const anonymous = await openBrowser(t.app);

    const res = await anonymous.post('/api/ai/chat', chat('Give me a hint'));

    expect(res.status).toBe(401);
    expect(fake.requests).toHaveLength(0);
  });

  it('when the endpoint answers 500, then 502 with a clear error (the upstream text is not shown)', async () => {
    fake.behave({ kind: 'status', status: 500 });

    const res = await ada.post('/api/ai/chat', chat('Give me a hint'));

    expect(res.status).toBe(502);
    expect(res.body).toEqual({ error: MESSAGES.aiUpstreamFailed });
  });

  it('when the endpoint does not answer in time, then 504 with a clear error', async () => {
    fake.behave({ kind: 'hang' });

    const res = await ada.post('/api/ai/chat', chat('Give me a hint'));

    expect(res.status).toBe(504);
    expect(res.body).toEqual({ error: MESSAGES.aiTimeout });
  });
});

describe('POST /api/ai/chat/stream', () => {
  it('when a user asks, then the reply arrives as text/event-stream deltas ending in [DONE], from a streamed request', async () => {
    const res = await ada.post('/api/ai/chat/stream', chat('Give me a hint'));

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const data = events(res.text);
    expect(data.at(-1)).toBe('[DONE]');
    const deltas = data.slice(0, -1).map((line) => aiStreamEventSchema.parse(JSON.parse(line)));
    expect(deltas).toEqual([{ delta: 'Try' }, { delta: ' a hash' }, { delta: ' map.' }]);
    expect(fake.requests[0]).toMatchObject({ stream: true, model: 'tutor-model' });
    expect(fake.requests[0]?.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(fake.requests[0]?.messages[0]?.content).toContain('int main() { return 42; }');
  });

  it('when the endpoint refuses before streaming, then 502 JSON; when it hangs, then 504 JSON', async () => {
    fake.behave({ kind: 'status', status: 500 });
    const failed = await ada.post('/api/ai/chat/stream', chat('Give me a hint'));
    fake.behave({ kind: 'hang' });
    const hung = await ada.post('/api/ai/chat/stream', chat('Give me a hint'));

    expect(failed.status).toBe(502);
    expect(failed.body).toEqual({ error: MESSAGES.aiUpstreamFailed });
    expect(hung.status).toBe(504);
    expect(hung.body).toEqual({ error: MESSAGES.aiTimeout });
  });

  it('when the endpoint stalls midway, then the stream ends with an error event after the pieces so far', async () => {
    fake.behave({ kind: 'reply', pieces: ['Start', ' slow'], pieceDelayMs: 6_000 });

    const res = await ada.post('/api/ai/chat/stream', chat('Give me a hint'));

    expect(res.status).toBe(200);
    const data = events(res.text);
    expect(data).not.toContain('[DONE]');
    expect(JSON.parse(data.at(-1) ?? '{}')).toEqual({ error: MESSAGES.aiTimeout });
  });
});

describe('AI help limits and configuration', () => {
  it('when a user exceeds the per-user limit, then 429 while another user still gets answers', async () => {
    const limited = await createTestApp({
      database: t.database,
      env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseUrl, AI_RATE_LIMIT_MAX: '2' },
    });
    const bob = (await signedInBrowser(limited.app)).browser;
    const eve = (await signedInBrowser(limited.app)).browser;

    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await bob.post('/api/ai/chat', chat('hint please'))).status);
    const other = await eve.post('/api/ai/chat/stream', chat('hint please'));

    expect(statuses).toEqual([200, 200, 429]);
    expect(other.status).toBe(200);
  });

  it('when OPENAI_* is unset, then both routes answer 503 with the not-configured message', async () => {
    const off = await createTestApp({ database: t.database });
    const { browser } = await signedInBrowser(off.app);

    const whole = await browser.post('/api/ai/chat', chat('Give me a hint'));
    const stream = await browser.post('/api/ai/chat/stream', chat('Give me a hint'));

    expect([whole.status, stream.status]).toEqual([503, 503]);
    expect(whole.body).toEqual({ error: MESSAGES.aiNotConfigured });
    expect(stream.body).toEqual({ error: MESSAGES.aiNotConfigured });
  });
});

describe('GET /api/ai/status', () => {
  it('when OPENAI_* is set, then anyone (signed out too) is told AI help is configured', async () => {
    const res = await (await openBrowser(t.app)).get('/api/ai/status');

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ configured: true });
  });

  it('when OPENAI_* is unset, then it answers configured: false', async () => {
    const off = await createTestApp({ database: t.database });

    const res = await (await openBrowser(off.app)).get('/api/ai/status');

    expect(res.body).toEqual({ configured: false });
  });
});
