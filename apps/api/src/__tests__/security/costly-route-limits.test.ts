import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { Response } from 'supertest';
import { MESSAGES } from '@codecourt/contracts';
import type { AppConfig } from '../../config.js';
import { ROUTE_TABLE } from '../../route-table.js';
import { judge0Client } from '../../testing/judge0-client.js';
import { signedInBrowser } from '../../testing/sign-in.js';
import type { TestBrowser } from '../../testing/test-browser.js';
import { openBrowser } from '../../testing/test-browser.js';
import { createTestApp } from '../../testing/test-app.js';
import { createTestConfig } from '../../testing/test-config.js';
import type { TestApp } from '../../testing/test-app.js';
import { createTestDatabase } from '../../testing/test-database.js';
import type { TestDatabase } from '../../testing/test-database.js';

const MAX = 2;
const tight = { windowMs: 60_000, max: MAX };
/** Every limit the API has, brought down to MAX so a test reaches it in a few requests. */
const tightLimits: Partial<AppConfig> = {
  authRateLimit: tight,
  refreshRateLimit: tight,
  passwordResetIpRateLimit: tight,
  passwordResetAccountRateLimit: tight,
  changePasswordRateLimit: tight,
  submissionRateLimit: tight,
  liveEventsRateLimit: tight,
  communityRateLimit: tight,
  personalTokenRateLimit: tight,
  aiRateLimit: tight,
  problemJudgingRateLimit: tight,
  videoUploadRateLimit: tight,
  contestAccountsRateLimit: tight,
  judge0: { ...createTestConfig().judge0, rateLimit: tight },
  // Configured so the route reaches its limiter; every request here is invalid, so nothing is sent upstream.
  openai: { apiKey: 'sk-test-never-sent', baseUrl: 'http://127.0.0.1:9/v1', model: 'm', timeoutMs: 1_000 },
};
const admin = { email: 'limits-admin@codecourt.test', password: 'Adm1nLimitsPw' };

/** One request to the route, on behalf of whoever `start` prepared; its answer before the limit does not matter. */
type Send = () => Promise<Response>;
type Case = { start: (t: TestApp) => Promise<Send> };

const asUser =
  (send: (browser: TestBrowser) => Promise<Response>): Case['start'] =>
  async (t) => {
    const { browser } = await signedInBrowser(t.app);
    return () => send(browser);
  };
const asAdmin =
  (send: (browser: TestBrowser) => Promise<Response>): Case['start'] =>
  async (t) => {
    const browser = await openBrowser(t.app);
    const res = await browser.post('/api/user/login', { emailId: admin.email, password: admin.password });
    expect(res.status).toBe(200);
    return () => send(browser);
  };
const anonymous =
  (send: (browser: TestBrowser) => Promise<Response>): Case['start'] =>
  async (t) => {
    const browser = await openBrowser(t.app);
    return () => send(browser);
  };
const withToken =
  (send: (client: Awaited<ReturnType<typeof judge0Client>>) => Promise<Response>): Case['start'] =>
  async (t) => {
    const client = await judge0Client(t.app);
    return () => send(client);
  };

/** Every route that costs CPU, memory, mail or a held connection, with how to call it. */
const COSTLY: Record<string, Case> = {
  'POST /api/user/register': { start: anonymous((b) => b.post('/api/user/register', { firstName: 'x' })) },
  'POST /api/user/login': {
    start: anonymous((b) =>
      b.post('/api/user/login', { emailId: 'nobody@example.com', password: 'Wr0ngPass' }),
    ),
  },
  'POST /api/user/refresh-token': { start: anonymous((b) => b.post('/api/user/refresh-token')) },
  'POST /api/user/login/two-factor': {
    start: anonymous((b) => b.post('/api/user/login/two-factor', { challenge: 'forged', code: '000000' })),
  },
  'POST /api/user/two-factor/enable': {
    start: asUser((b) => b.post('/api/user/two-factor/enable', { code: '000000' })),
  },
  'POST /api/user/two-factor/disable': {
    start: asUser((b) => b.post('/api/user/two-factor/disable', { code: '000000' })),
  },
  'POST /api/user/change-password': {
    start: asUser((b) =>
      b.post('/api/user/change-password', { currentPassword: 'Wr0ngPass1', newPassword: 'N3wPassword1' }),
    ),
  },
  'POST /api/user/forgot-password': {
    start: anonymous((b) =>
      b.post('/api/user/forgot-password', { emailId: `x-${randomUUID()}@example.com` }),
    ),
  },
  'POST /api/user/reset-password': {
    start: anonymous((b) =>
      b.post('/api/user/reset-password', { token: 'forged', password: 'N3wPassword1' }),
    ),
  },
  'POST /api/submission/run/{problemId}': {
    start: asUser((b) => b.post(`/api/submission/run/${randomUUID()}`, {})),
  },
  'POST /api/submission/submit/{problemId}': {
    start: asUser((b) => b.post(`/api/submission/submit/${randomUUID()}`, {})),
  },
  'GET /api/submission/{id}/events': {
    start: asUser((b) => b.get(`/api/submission/${randomUUID()}/events`)),
  },
  'POST /api/contests/{id}/submit/{label}': {
    start: asUser((b) => b.post(`/api/contests/${randomUUID()}/submit/A`, {})),
  },
  'POST /api/contests/{id}/run/{label}': {
    start: asUser((b) => b.post(`/api/contests/${randomUUID()}/run/A`, {})),
  },
  'POST /api/contests/{id}/virtual': {
    start: asUser((b) => b.post(`/api/contests/${randomUUID()}/virtual`, {})),
  },
  'POST /api/contests/{id}/virtual/{runId}/submit/{label}': {
    start: asUser((b) => b.post(`/api/contests/${randomUUID()}/virtual/${randomUUID()}/submit/A`, {})),
  },
  'POST /api/contests/{id}/virtual/{runId}/run/{label}': {
    start: asUser((b) => b.post(`/api/contests/${randomUUID()}/virtual/${randomUUID()}/run/A`, {})),
  },
  'POST /api/contests/{id}/clarifications': {
    start: asUser((b) => b.post(`/api/contests/${randomUUID()}/clarifications`, {})),
  },
  'GET /api/contests/{id}/scoreboard/events': {
    start: anonymous((b) => b.get(`/api/contests/${randomUUID()}/scoreboard/events`)),
  },
  'POST /api/ai/chat': { start: asUser((b) => b.post('/api/ai/chat', {})) },
  'POST /api/ai/chat/stream': { start: asUser((b) => b.post('/api/ai/chat/stream', {})) },
  'POST /api/discussions/create': { start: asUser((b) => b.post('/api/discussions/create', {})) },
  'POST /api/discussions/{id}/reply': {
    start: asUser((b) => b.post(`/api/discussions/${randomUUID()}/reply`, {})),
  },
  'POST /api/discussions/{id}/vote': {
    start: asUser((b) => b.post(`/api/discussions/${randomUUID()}/vote`, {})),
  },
  'DELETE /api/discussions/{id}': {
    start: asUser((b) => b.send('delete', `/api/discussions/${randomUUID()}`)),
  },
  'PATCH /api/discussions/{id}': {
    start: asUser((b) => b.send('patch', `/api/discussions/${randomUUID()}`, { body: {} })),
  },
  'PATCH /api/discussions/{id}/replies/{replyId}': {
    start: asUser((b) =>
      b.send('patch', `/api/discussions/${randomUUID()}/replies/${randomUUID()}`, { body: {} }),
    ),
  },
  'POST /api/bookmarks/add': { start: asUser((b) => b.post('/api/bookmarks/add', {})) },
  'DELETE /api/bookmarks/remove/{problemId}': {
    start: asUser((b) => b.send('delete', `/api/bookmarks/remove/${randomUUID()}`)),
  },
  'POST /api/tokens': { start: asUser((b) => b.post('/api/tokens', {})) },
  'POST /api/interviews': { start: asUser((b) => b.post('/api/interviews', {})) },
  'POST /api/teams': { start: asUser((b) => b.post('/api/teams', {})) },
  // Each join of the peer queue may open a room; feedback is a row a write.
  'POST /api/interviews/queue': { start: asUser((b) => b.post('/api/interviews/queue', {})) },
  'PUT /api/interviews/{id}/peer/feedback': {
    start: asUser((b) => b.send('put', `/api/interviews/${randomUUID()}/peer/feedback`, { body: {} })),
  },
  'POST /api/interviews/{id}/observers': {
    start: asUser((b) => b.post(`/api/interviews/${randomUUID()}/observers`, {})),
  },
  'POST /api/interviews/{id}/run': {
    start: asUser((b) => b.post(`/api/interviews/${randomUUID()}/run`, {})),
  },
  'POST /api/interviews/{id}/submit': {
    start: asUser((b) => b.post(`/api/interviews/${randomUUID()}/submit`)),
  },
  'PUT /api/interviews/{id}/scorecard': {
    start: asUser((b) => b.send('put', `/api/interviews/${randomUUID()}/scorecard`, { body: {} })),
  },
  'DELETE /api/tokens/{id}': { start: asUser((b) => b.send('delete', `/api/tokens/${randomUUID()}`)) },
  'POST /api/problem/create': { start: asAdmin((b) => b.post('/api/problem/create', {})) },
  'PUT /api/problem/update/{id}': {
    start: asAdmin((b) => b.send('put', `/api/problem/update/${randomUUID()}`, { body: {} })),
  },
  'POST /api/problem/verify': { start: asAdmin((b) => b.post('/api/problem/verify', {})) },
  'POST /api/integrity/contests/{id}/reports': {
    start: asAdmin((b) => b.post(`/api/integrity/contests/${randomUUID()}/reports`, {})),
  },
  'POST /api/integrity/problems/{id}/reports': {
    start: asAdmin((b) => b.post(`/api/integrity/problems/${randomUUID()}/reports`, {})),
  },
  // Each import may hash thousands of generated passwords (argon2).
  'POST /api/contests/{id}/accounts': {
    start: asAdmin((b) => b.post(`/api/contests/${randomUUID()}/accounts`, { csv: 'name,email' })),
  },
  'POST /api/rejudges/contests/{id}': {
    start: asAdmin((b) => b.post(`/api/rejudges/contests/${randomUUID()}`, { label: 'A' })),
  },
  'POST /api/problem/verify/{id}': {
    start: asAdmin((b) => b.post(`/api/problem/verify/${randomUUID()}`, {})),
  },
  'POST /api/problem/import': { start: asAdmin((b) => b.post('/api/problem/import', {})) },
  'POST /api/problem-tests/{id}': {
    start: asAdmin((b) => b.post(`/api/problem-tests/${randomUUID()}`, {})),
  },
  'POST /api/video/upload': { start: anonymous((b) => b.post('/api/video/upload')) },
  'POST /judge0/submissions': { start: withToken((c) => c.post('/judge0/submissions', {})) },
  'POST /judge0/submissions/batch': { start: withToken((c) => c.post('/judge0/submissions/batch', {})) },
  'GET /judge0/submissions/{token}': {
    start: withToken((c) => c.get(`/judge0/submissions/${randomUUID()}`)),
  },
  'GET /judge0/submissions/batch': { start: withToken((c) => c.get('/judge0/submissions/batch?tokens=x')) },
  'GET /api/submission/{id} (personal token)': {
    start: async (t) => {
      const { token } = await judge0Client(t.app);
      return () =>
        request(t.app).get(`/api/submission/${randomUUID()}`).set('Authorization', `Bearer ${token}`);
    },
  },
};

/** Writes that are not limited, and why that is safe. */
const CHEAP_WRITES: Record<string, string> = {
  'PATCH /api/user/profile': 'two short names, one row update, signed in',
  'PATCH /api/user/public-profile':
    'a short handle and a switch, one row update of the caller’s own, signed in',
  'POST /api/user/logout': 'deletes the caller’s own session only',
  'POST /api/user/two-factor/setup': 'signed in, one row upsert of the caller’s own pending secret',
  'DELETE /api/problem/delete/{id}': 'admin only, one delete',
  'POST /api/video/save': 'admin only, one row write',
  'DELETE /api/video/delete/{problemId}': 'admin only, one delete',
  'POST /api/contests': 'admin only, a few row writes',
  'PUT /api/contests/{id}': 'admin only, re-scores one contest',
  'DELETE /api/contests/{id}': 'admin only, one delete',
  'POST /api/contests/{id}/unfreeze': 'admin only, re-scores one contest once',
  'POST /api/contests/{id}/reveal': 'admin only, one row update; each instance rebuilds that board once',
  'POST /api/contests/{id}/clarifications/{clarificationId}/answer': 'admin only, one row update',
  'POST /api/contests/{id}/announcements': 'admin only, one row write',
  'PATCH /api/contests/{id}/participants/{userId}':
    'admin only, one row update; each instance reads that one row again',
  'DELETE /api/contests/{id}/participants/{userId}':
    'admin only, one delete; each instance drops that one row and re-ranks its board once',
  'POST /api/contests/{id}/register':
    'signed in, one row per user and contest (a repeat writes nothing); wrong access codes are limited per user and contest (contests/__tests__/access-code-limit.test.ts)',
  'DELETE /api/contests/{id}/register': 'signed in, deletes the caller’s own registration only',
  'POST /api/interviews/{id}/join':
    'signed in, one row per user and room (a repeat writes nothing); wrong join codes are limited per user and room (interviews/__tests__/interview-rooms.test.ts)',
  'POST /api/interviews/{id}/start':
    'signed in, the interviewer moves their own room on once (a repeat is 409)',
  'POST /api/interviews/{id}/end':
    'signed in, the interviewer moves their own room on once (a repeat is 409)',
  'PUT /api/interviews/{id}/notes':
    'signed in, the interviewer upserts their own notes on the room (bounded size), autosave-limited',
  'DELETE /api/interviews/queue':
    'signed in, deletes the caller’s own queue entry (and cancels at most their own unstarted match)',
  'POST /api/interviews/{id}/peer/arrive':
    'signed in, one row per peer and room (a repeat writes nothing); starts the room once',
  'POST /api/contests/{id}/start': 'signed in, opens the caller’s own window once',
  'POST /api/teams/{id}/join':
    'signed in, one row per user and team, at most five a team; refused codes are limited per user and team (teams/__tests__/teams.test.ts)',
  'DELETE /api/teams/{id}/members/{userId}':
    'signed in, a member of the team deletes one membership row (and at most the emptied team)',
  // The editors autosave: one bounded row per user and problem, limited per user by AUTOSAVE_RATE_LIMIT.
  'PUT /api/notes/{problemId}': 'signed in, upserts the caller’s own note (bounded size), autosave-limited',
  'DELETE /api/notes/{problemId}': 'signed in, deletes the caller’s own note only, autosave-limited',
  'POST /api/notifications/{id}/read': 'signed in, one row update of the caller’s own notification',
  'POST /api/notifications/read-all': 'signed in, one update of the caller’s own unread notifications',
  'PUT /api/drafts/{problemId}/{language}':
    'signed in, upserts the caller’s own draft (bounded size), autosave-limited',
  'POST /api/review/{problemId}': 'signed in, grades the caller’s own due card once (a card not due is 409)',
  'POST /api/plans/{slug}/enrol': 'signed in, one row per user and plan (a repeat writes nothing)',
  'PUT /api/plans/{slug}': 'admin only, one row update',
  'POST /api/ratings/contests/{id}/finalise':
    'admin only, re-rates one contest and the later rated ones in one transaction',
  'POST /api/integrity/pairs/{id}/dismiss': 'admin only, one row update',
  'POST /api/integrity/contests/{id}/disqualifications':
    'admin only, one row update, then re-rates like POST /api/ratings/contests/{id}/finalise',
  'POST /api/rejudges/{id}/apply':
    'admin only, once per rejudge: stores judged verdicts, re-scores one problem’s cells, re-rates',
  'POST /api/rejudges/{id}/cancel': 'admin only, one row update',
  'POST /api/solution-takes/{problemId}':
    'signed in, one row per user, problem, source and UTC day (a repeat writes nothing), autosave-limited',
  // Sync to Git: the caller's own setting, limited per user like the export (EXPORT_RATE_LIMIT).
  'PUT /api/git-sync': 'signed in, upserts the caller’s own setting, export-limited',
  'POST /api/git-sync/run':
    'signed in, one background sync of the caller’s own work at a time, export-limited',
  'DELETE /api/git-sync': 'signed in, deletes the caller’s own setting only, export-limited',
};

const keyOf = (route: (typeof ROUTE_TABLE)[number]) =>
  `${route.method.toUpperCase()} ${route.mount ?? '/api'}${route.path}`;

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

describe('rate limits on costly routes', () => {
  it('when the route table is read, then every write is either rate-limited here or named as cheap', () => {
    const writes = ROUTE_TABLE.filter((route) => route.method !== 'get').map(keyOf);
    const known = new Set([...Object.keys(COSTLY), ...Object.keys(CHEAP_WRITES)]);
    const routes = new Set(ROUTE_TABLE.map(keyOf));

    expect(writes.filter((route) => !known.has(route))).toEqual([]);
    for (const route of Object.keys(COSTLY)) expect(routes.has(route.replace(/ \(.*\)$/, ''))).toBe(true);
  });

  it.each(Object.keys(COSTLY))(
    'when %s is called past its limit, then it answers 429 with the too-many-requests message',
    async (route) => {
      const t = await createTestApp({
        database,
        config: tightLimits,
        env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
      });
      const send = await (COSTLY[route] as Case).start(t);
      const before: number[] = [];

      for (let attempt = 0; attempt < MAX; attempt++) before.push((await send()).status);
      const blocked = await send();

      expect(before).not.toContain(429);
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ error: MESSAGES.tooManyRequests });
      expect(blocked.headers['retry-after']).toBeDefined();
    },
  );
});
