import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTEST_MESSAGES as M, contestDetailSchema } from '@codecourt/contracts';
import type { AiChatRequest } from '@codecourt/contracts';
import { startFakeOpenAi } from '../../../testing/fake-openai.js';
import type { FakeOpenAi } from '../../../testing/fake-openai.js';
import { createContestApp, minutesFromNow } from './contest-app.js';
import type { ContestApp } from './contest-app.js';

let fake: FakeOpenAi;
let c: ContestApp;
let titles: [string, string];

const ask = (extra: Partial<AiChatRequest>): AiChatRequest => ({
  messages: [{ role: 'user', parts: [{ text: 'Give me a hint please' }] }],
  ...extra,
});

beforeAll(async () => {
  fake = await startFakeOpenAi();
  fake.behave({ kind: 'reply', pieces: ['Think.'] });
  c = await createContestApp({
    OPENAI_API_KEY: 'sk-test',
    OPENAI_BASE_URL: fake.baseUrl,
    OPENAI_MODEL: 'tutor-model',
    AI_RATE_LIMIT_MAX: '1000',
  });
  // A running contest with problem A only: B stays an ordinary practice problem.
  const running = await c.contest({ problems: [{ label: 'A', problemId: c.problemIds[0] }] });
  const other = await c.contest({
    startAt: minutesFromNow(-120),
    endAt: minutesFromNow(-60),
    problems: [{ label: 'A', problemId: c.problemIds[1] }],
  });
  const detail = async (id: string) =>
    contestDetailSchema.parse((await c.admin.get(`/api/contests/${id}`)).body).problems[0]?.title ?? '';
  titles = [await detail(running._id), await detail(other._id)];
});
afterAll(async () => {
  await c.close();
  await fake.close();
});

describe('AI help during a contest', () => {
  it('when a user asks about a problem of a running contest, then both AI routes answer 403 with the catalogue message', async () => {
    const { browser } = await c.user();
    const refused = { error: M.aiOffInContest };
    const byId = await browser.post('/api/ai/chat', ask({ problemId: c.problemIds[0] }));
    expect([byId.status, byId.body]).toEqual([403, refused]);
    // A client that leaves the id out is still recognised by the problem's title.
    const byTitle = await browser.post(
      '/api/ai/chat/stream',
      ask({ title: `  ${titles[0].toUpperCase()} ` }),
    );
    expect([byTitle.status, byTitle.body]).toEqual([403, refused]);
    expect(fake.requests).toHaveLength(0);
  });

  it('when a user asks about a problem outside any running contest, then the tutor answers', async () => {
    const { browser } = await c.user();
    // Both test problems share a title, so only the id names this one.
    const res = await browser.post('/api/ai/chat', ask({ problemId: c.problemIds[1] }));
    expect([res.status, res.body]).toEqual([200, { message: 'Think.' }]);
  });

  it('when an admin asks about a contest problem, then the tutor answers', async () => {
    const res = await c.admin.post('/api/ai/chat', ask({ problemId: c.problemIds[0], title: titles[0] }));
    expect(res.status).toBe(200);
  });
});
