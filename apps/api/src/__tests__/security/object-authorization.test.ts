import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { Response } from 'supertest';
import { MESSAGES, createdPersonalTokenSchema } from '@codecourt/contracts';
import { eq } from 'drizzle-orm';
import { problems } from '../../db/schema/index.js';
import { CCS_ROUTES } from '../../modules/ccs/routes.js';
import { createJudge0Repository } from '../../modules/judge0/repository.js';
import { createPlanRepository } from '../../modules/plans/repository.js';
import { servedRoutes } from '../../modules/docs/router-routes.js';
import { ROUTE_TABLE } from '../../route-table.js';
import { judgedHistory } from '../../testing/judged-history.js';
import { signedInBrowser } from '../../testing/sign-in.js';
import { openBrowser } from '../../testing/test-browser.js';
import type { TestBrowser } from '../../testing/test-browser.js';
import { createTestApp } from '../../testing/test-app.js';
import type { TestApp } from '../../testing/test-app.js';

const admin = { email: 'idor-admin@codecourt.test', password: 'Adm1nIdorPw' };

/** Alice owns one of everything; Bob, signed in as well, tries to reach it. */
type World = {
  t: TestApp;
  alice: TestBrowser;
  bob: TestBrowser;
  bobId: string;
  problemId: string;
  aliceSubmission: string;
  aliceDiscussion: string;
  aliceReply: string;
  aliceTokenId: string;
  aliceToken: string;
  bobToken: string;
  aliceJudge0: string;
  /** A contest Alice registered for with its access code, and her question in it. */
  contestId: string;
  aliceQuestion: string;
  /** An ended contest and Alice's virtual run of it (issue #23). */
  pastContestId: string;
  aliceRunId: string;
  /** Alice's interview room, waiting, with only her in it (issue #41). */
  aliceRoomId: string;
  /** Alice's team, with only her in it (issue #36). */
  aliceTeamId: string;
  aliceId: string;
};

const ALICE_NOTE = 'Alice’s private note';
const ALICE_DRAFT = '# Alice’s private draft';
let w: World;

async function createdToken(browser: TestBrowser, name: string) {
  const res = await browser.post('/api/tokens', { name });
  expect(res.status).toBe(201);
  return createdPersonalTokenSchema.parse(res.body);
}

beforeAll(async () => {
  const t = await createTestApp({ env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } });
  const [a, b] = [await signedInBrowser(t.app), await signedInBrowser(t.app)];
  const history = judgedHistory(t.database.db);
  const problemId = await history.problem();
  const aliceSubmission = await history.judged(a.user._id, problemId, 'Accepted', new Date());
  const discussion = await a.browser.post('/api/discussions/create', {
    problemId,
    title: 'Alice asks',
    content: 'Alice’s own words',
  });
  expect(discussion.status).toBe(201);
  const discussionId = (discussion.body as { _id: string })._id;
  const replied = await a.browser.post(`/api/discussions/${discussionId}/reply`, { content: 'Alice adds' });
  const aliceReply = (replied.body as { replies: { _id: string }[] }).replies[0]?._id ?? '';
  expect((await a.browser.post('/api/bookmarks/add', { problemId })).status).toBeLessThan(300);
  const aliceToken = await createdToken(a.browser, 'alice script');
  const bobToken = await createdToken(b.browser, 'bob script');
  const judge0Row = await createJudge0Repository(t.database.db).insert(a.user._id, {
    languageId: 71,
    sourceCode: 'print("alice")',
    cpuTimeLimitMs: 1000,
    wallTimeLimitMs: 2000,
    memoryLimitKb: 65_536,
  });
  const adminBrowser = await openBrowser(t.app);
  await adminBrowser.post('/api/user/login', { emailId: admin.email, password: admin.password });
  const contest = await adminBrowser.post('/api/contests', {
    title: 'Alice’s round',
    format: 'icpc',
    startAt: new Date(Date.now() - 60_000).toISOString(),
    endAt: new Date(Date.now() + 3_600_000).toISOString(),
    registration: 'code',
    accessCode: 'alice-only-code',
    // The library problem the other cases read was public before: it stays so.
    problems: [{ label: 'A', problemId, public: true }],
  });
  expect(contest.status).toBe(201);
  const contestId = (contest.body as { _id: string })._id;
  const joined = await a.browser.post(`/api/contests/${contestId}/register`, {
    accessCode: 'alice-only-code',
  });
  expect(joined.status).toBe(200);
  const past = await adminBrowser.post('/api/contests', {
    title: 'Alice’s past round',
    format: 'icpc',
    startAt: new Date(Date.now() - 7_200_000).toISOString(),
    endAt: new Date(Date.now() - 3_600_000).toISOString(),
    problems: [{ label: 'A', problemId, public: true }],
  });
  expect(past.status).toBe(201);
  const pastContestId = (past.body as { _id: string })._id;
  const aliceRun = await a.browser.post(`/api/contests/${pastContestId}/virtual`, {});
  expect(aliceRun.status).toBe(201);
  const aliceRoom = await a.browser.post('/api/interviews', { mode: 'hosted' });
  expect(aliceRoom.status).toBe(201);
  const aliceTeam = await a.browser.post('/api/teams', { name: 'Alice’s team' });
  expect(aliceTeam.status).toBe(201);
  const question = await a.browser.post(`/api/contests/${contestId}/clarifications`, {
    text: 'Alice’s question',
  });
  expect(question.status).toBe(201);
  expect(
    (await a.browser.send('put', `/api/notes/${problemId}`, { body: { content: ALICE_NOTE } })).status,
  ).toBe(200);
  const draft = await a.browser.send('put', `/api/drafts/${problemId}/python`, {
    body: { code: ALICE_DRAFT },
  });
  expect(draft.status).toBe(200);
  w = {
    t,
    contestId,
    aliceQuestion: (question.body as { _id: string })._id,
    pastContestId,
    aliceRunId: (aliceRun.body as { _id: string })._id,
    aliceRoomId: (aliceRoom.body as { _id: string })._id,
    aliceTeamId: (aliceTeam.body as { _id: string })._id,
    aliceId: a.user._id,
    alice: a.browser,
    bob: b.browser,
    bobId: b.user._id,
    problemId,
    aliceSubmission,
    aliceDiscussion: discussionId,
    aliceReply,
    aliceTokenId: aliceToken._id,
    aliceToken: aliceToken.token,
    bobToken: bobToken.token,
    aliceJudge0: judge0Row.token,
  };
});
afterAll(async () => {
  await w.t.close();
});

const judge0As = (token: string, path: string): Promise<Response> =>
  request(w.t.app).get(path).set('X-Auth-Token', token);
const text = (res: Response) => JSON.stringify(res.body);
const aliceDiscussionJson = async () => text(await w.alice.get(`/api/discussions/problem/${w.problemId}`));

/**
 * What Bob may do with a route that takes an id, proved against Alice's object. Every route with a path
 * parameter that the real app serves needs an entry: a new one without it fails the coverage test.
 */
const OBJECT_ROUTES: Record<string, () => Promise<void>> = {
  // A provider is configuration, nobody's object: one not configured is 404 to everyone. Whose sign-in a
  // callback finishes is bound to the browser that began it (sso.test.ts, against a real provider).
  'get /api/user/sso/{provider}/start': async () => {
    expect((await w.bob.get('/api/user/sso/alices/start')).status).toBe(404);
  },
  'get /api/user/sso/{provider}/callback': async () => {
    expect((await w.bob.get('/api/user/sso/alices/callback?code=x&state=y')).status).toBe(404);
  },
  'get /api/submission/{id}': async () => {
    expect((await w.bob.get(`/api/submission/${w.aliceSubmission}`)).status).toBe(404);
    expect((await w.alice.get(`/api/submission/${w.aliceSubmission}`)).status).toBe(200);
  },
  'get /api/submission/{id}/events': async () => {
    expect((await w.bob.get(`/api/submission/${w.aliceSubmission}/events`)).status).toBe(404);
  },
  'get /api/submission/problem/{problemId}': async () => {
    const bobs = await w.bob.get(`/api/submission/problem/${w.problemId}`);
    const alices = await w.alice.get(`/api/submission/problem/${w.problemId}`);
    expect(bobs.status).toBe(200);
    expect(text(bobs)).not.toContain(w.aliceSubmission);
    expect(text(alices)).toContain(w.aliceSubmission);
  },
  // The id names a public problem; what is written (a submission) is the caller's own.
  'post /api/submission/run/{problemId}': async () => {
    expect((await w.bob.post(`/api/submission/run/${w.problemId}`, { code: '' })).status).toBe(400);
  },
  'post /api/submission/submit/{problemId}': async () => {
    expect((await w.bob.post(`/api/submission/submit/${w.problemId}`, { code: '' })).status).toBe(400);
  },
  'delete /api/bookmarks/remove/{problemId}': async () => {
    await w.bob.send('delete', `/api/bookmarks/remove/${w.problemId}`);
    expect(text(await w.alice.get('/api/bookmarks/my-bookmarks'))).toContain(w.problemId);
  },
  'delete /api/discussions/{id}': async () => {
    expect([403, 404]).toContain(
      (await w.bob.send('delete', `/api/discussions/${w.aliceDiscussion}`)).status,
    );
    expect(await aliceDiscussionJson()).toContain(w.aliceDiscussion);
  },
  'patch /api/discussions/{id}': async () => {
    const res = await w.bob.send('patch', `/api/discussions/${w.aliceDiscussion}`, {
      body: { title: 'Bob’s title', content: 'Bob’s words' },
    });
    expect(res.status).toBe(403);
    expect(await aliceDiscussionJson()).toContain('Alice’s own words');
  },
  'patch /api/discussions/{id}/replies/{replyId}': async () => {
    const path = `/api/discussions/${w.aliceDiscussion}/replies/${w.aliceReply}`;
    expect((await w.bob.send('patch', path, { body: { content: 'Bob’s words' } })).status).toBe(403);
    expect(await aliceDiscussionJson()).toContain('Alice adds');
  },
  // Replying and voting on others' discussions is the feature; Bob's reply is his and Alice's text stays hers.
  'post /api/discussions/{id}/reply': async () => {
    const res = await w.bob.post(`/api/discussions/${w.aliceDiscussion}/reply`, { content: 'Bob replies' });
    expect(res.status).toBeLessThan(300);
    expect(text(res)).toContain(w.bobId);
    expect(await aliceDiscussionJson()).toContain('Alice’s own words');
  },
  'post /api/discussions/{id}/vote': async () => {
    const res = await w.bob.post(`/api/discussions/${w.aliceDiscussion}/vote`, { voteType: 'upvote' });
    expect(res.status).toBe(200);
    expect(await aliceDiscussionJson()).toContain('Alice asks');
  },
  'get /api/discussions/problem/{problemId}': async () => {
    // Public by design (anyone may read discussions): no private field of Alice's is in it.
    const res = await (await openBrowser(w.t.app)).get(`/api/discussions/problem/${w.problemId}`);
    expect(res.status).toBe(200);
    expect(text(res)).not.toMatch(/emailId|passwordHash|password_hash/);
  },
  'post /api/notifications/{id}/read': async () => {
    await w.bob.post(`/api/discussions/${w.aliceDiscussion}/reply`, { content: 'Bob tells Alice' });
    const inbox = async () =>
      (await w.alice.get('/api/notifications')).body as { notifications: { _id: string; read: boolean }[] };
    const [mine] = (await inbox()).notifications;
    expect((await w.bob.post(`/api/notifications/${mine?._id ?? ''}/read`, {})).status).toBe(404);
    expect((await inbox()).notifications[0]).toMatchObject({ _id: mine?._id, read: false });
  },
  'delete /api/tokens/{id}': async () => {
    expect((await w.bob.send('delete', `/api/tokens/${w.aliceTokenId}`)).status).toBe(404);
    expect((await judge0As(w.aliceToken, '/judge0/languages')).status).toBe(200);
  },
  'get /judge0/submissions/{token}': async () => {
    expect((await judge0As(w.bobToken, `/judge0/submissions/${w.aliceJudge0}`)).status).toBe(404);
    expect((await judge0As(w.aliceToken, `/judge0/submissions/${w.aliceJudge0}`)).status).toBe(200);
  },
  'get /api/problem/problemById/{id}': async () => {
    // Public by design; the hidden tests never leave through it.
    const res = await (await openBrowser(w.t.app)).get(`/api/problem/problemById/${w.problemId}`);
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('hiddenTestCases');
  },
  'get /api/video/file/{name}': async () => {
    // Public solution videos by design; a name outside the store's pattern is refused.
    expect((await w.bob.get('/api/video/file/..%2F..%2Fpackage.json')).status).toBe(404);
  },
  'get /api/contests/{id}': async () => {
    // Public by design; the access code goes to admins only.
    const res = await w.bob.get(contestPath());
    expect(res.status).toBe(200);
    expect(text(res)).not.toContain('alice-only-code');
    expect(res.body).toMatchObject({ registered: false });
  },
  'put /api/contests/{id}': () => contestAdminOnly('put', contestPath()),
  'delete /api/contests/{id}': () => contestAdminOnly('delete', contestPath()),
  'post /api/contests/{id}/unfreeze': () => contestAdminOnly('post', contestPath('/unfreeze')),
  'post /api/contests/{id}/reveal': () => contestAdminOnly('post', contestPath('/reveal')),
  'post /api/contests/{id}/announcements': () => contestAdminOnly('post', contestPath('/announcements')),
  'post /api/contests/{id}/accounts': () => contestAdminOnly('post', contestPath('/accounts')),
  // Bob can neither move Alice to another category nor take her registration back.
  'patch /api/contests/{id}/participants/{userId}': () =>
    contestAdminOnly('patch', contestPath(`/participants/${w.aliceId}`)),
  'delete /api/contests/{id}/participants/{userId}': () =>
    contestAdminOnly('delete', contestPath(`/participants/${w.aliceId}`)),
  'post /api/contests/{id}/clarifications/{clarificationId}/answer': () =>
    contestAdminOnly('post', contestPath(`/clarifications/${w.aliceQuestion}/answer`)),
  'post /api/contests/{id}/register': async () => {
    expect((await w.bob.post(contestPath('/register'), { accessCode: 'guess' })).status).toBe(403);
    expect((await w.bob.get(contestPath())).body).toMatchObject({ registered: false, participants: 1 });
  },
  'delete /api/contests/{id}/register': async () => {
    // Only the caller's own registration can go: Bob has none, Alice keeps hers.
    expect((await w.bob.send('delete', contestPath('/register'))).status).toBe(403);
    expect((await w.alice.get(contestPath())).body).toMatchObject({ registered: true });
  },
  'post /api/contests/{id}/start': async () => {
    expect([403, 409]).toContain((await w.bob.post(contestPath('/start'))).status);
  },
  'get /api/contests/{id}/problems/{label}': async () => {
    expect((await w.bob.get(contestPath('/problems/A'))).status).toBe(403);
    expect((await w.alice.get(contestPath('/problems/A'))).status).toBe(200);
  },
  'post /api/contests/{id}/submit/{label}': async () => {
    const res = await w.bob.post(contestPath('/submit/A'), { code: 'print(1)', language: 'python' });
    expect(res.status).toBe(403);
  },
  'post /api/contests/{id}/run/{label}': async () => {
    const res = await w.bob.post(contestPath('/run/A'), { code: 'print(1)', language: 'python' });
    expect(res.status).toBe(403);
  },
  'get /api/contests/{id}/scoreboard': async () => {
    // Public by design: names only, and the jury's view is for admins.
    const res = await (await openBrowser(w.t.app)).get(contestPath('/scoreboard'));
    expect(res.status).toBe(200);
    expect(text(res)).not.toMatch(/emailId|passwordHash|accessCode/);
    expect((await w.bob.get(contestPath('/scoreboard?view=jury'))).status).toBe(403);
  },
  'post /api/contests/{id}/virtual': async () => {
    // Bob may take his own run; Alice's list does not change.
    expect((await w.bob.post(pastPath('/virtual'))).status).toBe(201);
    expect((await w.alice.get(pastPath('/virtual'))).body).toHaveLength(1);
  },
  'get /api/contests/{id}/virtual': async () => {
    expect(text(await w.bob.get(pastPath('/virtual')))).not.toContain(w.aliceRunId);
  },
  'get /api/contests/{id}/virtual/{runId}': async () => {
    expect((await w.bob.get(pastPath(`/virtual/${w.aliceRunId}`))).status).toBe(404);
    expect((await w.alice.get(pastPath(`/virtual/${w.aliceRunId}`))).status).toBe(200);
  },
  'post /api/contests/{id}/virtual/{runId}/submit/{label}': async () => {
    const res = await w.bob.post(pastPath(`/virtual/${w.aliceRunId}/submit/A`), {
      code: 'print(1)',
      language: 'python',
    });
    expect(res.status).toBe(404);
  },
  'post /api/contests/{id}/virtual/{runId}/run/{label}': async () => {
    const res = await w.bob.post(pastPath(`/virtual/${w.aliceRunId}/run/A`), {
      code: 'print(1)',
      language: 'python',
    });
    expect(res.status).toBe(404);
  },
  'get /api/contests/{id}/replay': async () => {
    // Public by design once the contest is over: names only; a running contest is refused.
    const res = await (await openBrowser(w.t.app)).get(pastPath('/replay?at=0'));
    expect(res.status).toBe(200);
    expect(text(res)).not.toMatch(/emailId|passwordHash|accessCode/);
    expect((await w.bob.get(contestPath('/replay?at=0'))).status).toBe(409);
  },
  'get /api/users/{handle}/profile': async () => {
    // Public by design, never an email or code; once Alice makes hers private, Bob reads no profile at all.
    const { user } = (await w.alice.get('/api/user/check')).body as { user: { handle: string } };
    const path = `/api/users/${user.handle}/profile`;
    const open = await w.bob.get(path);
    expect(open.status).toBe(200);
    expect(text(open)).not.toMatch(/emailId|passwordHash|"code"/);
    const privacy = (profilePublic: boolean) =>
      w.alice.send('patch', '/api/user/public-profile', { body: { handle: user.handle, profilePublic } });
    try {
      expect((await privacy(false)).status).toBe(200);
      expect((await w.bob.get(path)).status).toBe(404);
      expect((await w.alice.get(path)).status).toBe(200);
    } finally {
      await privacy(true);
    }
  },
  'get /api/interviews/{id}': async () => {
    expect((await w.bob.get(roomPath())).status).toBe(404);
    expect((await w.alice.get(roomPath())).status).toBe(200);
  },
  'post /api/interviews/{id}/join': async () => {
    expect((await w.bob.post(roomPath('/join'), { joinCode: 'NOTTHECODE' })).status).toBe(403);
    await aliceRoomUntouched();
  },
  'post /api/interviews/{id}/observers': async () => {
    expect((await w.bob.post(roomPath('/observers'), { userId: w.bobId })).status).toBe(404);
    await aliceRoomUntouched();
  },
  'post /api/interviews/{id}/start': async () => {
    expect((await w.bob.post(roomPath('/start'))).status).toBe(404);
    await aliceRoomUntouched();
  },
  'post /api/interviews/{id}/end': async () => {
    expect((await w.bob.post(roomPath('/end'))).status).toBe(404);
    await aliceRoomUntouched();
  },
  'get /api/interviews/{id}/sync': async () => {
    // The WebSocket upgrade's own refusal is in modules/interviews/__tests__/interview-rooms.test.ts.
    expect((await w.bob.get(roomPath('/sync'))).status).toBe(404);
  },
  'post /api/interviews/{id}/run': async () => {
    expect((await w.bob.post(roomPath('/run'), { input: '1' })).status).toBe(404);
    await aliceRoomUntouched();
  },
  'post /api/interviews/{id}/submit': async () => {
    expect((await w.bob.post(roomPath('/submit'))).status).toBe(404);
  },
  'get /api/interviews/{id}/notes': async () => {
    expect((await w.bob.get(roomPath('/notes'))).status).toBe(404);
  },
  'put /api/interviews/{id}/notes': async () => {
    expect((await w.bob.send('put', roomPath('/notes'), { body: { text: 'Bob writes' } })).status).toBe(404);
    expect(text(await w.alice.get(roomPath('/notes')))).not.toContain('Bob writes');
  },
  'get /api/interviews/{id}/scorecard': async () => {
    expect((await w.bob.get(roomPath('/scorecard'))).status).toBe(404);
  },
  'put /api/interviews/{id}/scorecard': async () => {
    const card = {
      scores: { problemSolving: 1, coding: 1, communication: 1, testing: 1 },
      recommendation: 'strong-no-hire',
      feedback: 'Bob writes',
    };
    expect((await w.bob.send('put', roomPath('/scorecard'), { body: card })).status).toBe(404);
    expect((await w.alice.get(roomPath('/scorecard'))).status).toBe(404);
  },
  'get /api/interviews/{id}/replay': async () => {
    expect((await w.bob.get(roomPath('/replay'))).status).toBe(404);
  },
  // A peer room answers its two peers alone; to anyone else, as to a room that does not exist.
  'get /api/interviews/{id}/peer': async () => {
    expect((await w.bob.get(roomPath('/peer'))).status).toBe(404);
  },
  'post /api/interviews/{id}/peer/arrive': async () => {
    expect((await w.bob.post(roomPath('/peer/arrive'))).status).toBe(404);
    await aliceRoomUntouched();
  },
  'put /api/interviews/{id}/peer/feedback': async () => {
    const card = {
      scores: { problemSolving: 1, coding: 1, communication: 1, testing: 1 },
      recommendation: 'hire',
      feedback: 'Bob writes',
    };
    expect((await w.bob.send('put', roomPath('/peer/feedback'), { body: card })).status).toBe(404);
    await aliceRoomUntouched();
  },
  'post /api/teams/{id}/join': async () => {
    const refused = await w.bob.post(teamPath('/join'), { inviteCode: 'not-alice-s-code' });
    expect(refused.status).toBe(403);
    expect(text(refused)).not.toContain(w.aliceId);
    await aliceTeamUntouched();
    expect(text(await w.bob.get('/api/teams/mine'))).not.toContain(w.aliceTeamId);
  },
  'delete /api/teams/{id}/members/{userId}': async () => {
    expect((await w.bob.send('delete', teamPath(`/members/${w.aliceId}`))).status).toBe(403);
    await aliceTeamUntouched();
  },
  'get /api/contests/{id}/upsolved': async () => {
    expect((await w.bob.get(pastPath('/upsolved'))).body).toEqual({ labels: [] });
  },
  'get /api/contests/{id}/scoreboard/events': async () => {
    expect((await w.bob.get(contestPath('/scoreboard/events?view=jury'))).status).toBe(403);
  },
  'post /api/contests/{id}/clarifications': async () => {
    // Only participants ask; Bob is not one.
    expect((await w.bob.post(contestPath('/clarifications'), { text: 'Bob asks' })).status).toBe(403);
  },
  'get /api/contests/{id}/clarifications': async () => {
    const bobs = await w.bob.get(contestPath('/clarifications'));
    expect(bobs.status).toBe(200);
    expect(text(bobs)).not.toContain('Alice’s question');
    expect(text(await w.alice.get(contestPath('/clarifications')))).toContain('Alice’s question');
  },
  // Notes and drafts are keyed by the caller: Bob's requests reach only his own (absent) rows.
  'get /api/notes/{problemId}': async () => {
    expect(text(await w.bob.get(`/api/notes/${w.problemId}`))).not.toContain(ALICE_NOTE);
    expect(text(await w.alice.get(`/api/notes/${w.problemId}`))).toContain(ALICE_NOTE);
  },
  'put /api/notes/{problemId}': async () => {
    await w.bob.send('put', `/api/notes/${w.problemId}`, { body: { content: 'Bob overwrites' } });
    expect(text(await w.alice.get(`/api/notes/${w.problemId}`))).toContain(ALICE_NOTE);
  },
  'delete /api/notes/{problemId}': async () => {
    await w.bob.send('delete', `/api/notes/${w.problemId}`);
    expect(text(await w.alice.get(`/api/notes/${w.problemId}`))).toContain(ALICE_NOTE);
  },
  'get /api/drafts/{problemId}/{language}': async () => {
    expect(text(await w.bob.get(`/api/drafts/${w.problemId}/python`))).not.toContain(ALICE_DRAFT);
    expect(text(await w.alice.get(`/api/drafts/${w.problemId}/python`))).toContain(ALICE_DRAFT);
  },
  'put /api/drafts/{problemId}/{language}': async () => {
    await w.bob.send('put', `/api/drafts/${w.problemId}/python`, { body: { code: 'Bob overwrites' } });
    expect(text(await w.alice.get(`/api/drafts/${w.problemId}/python`))).toContain(ALICE_DRAFT);
  },
  'get /api/standing/{id}': async () => {
    const theirs = await w.bob.get(`/api/standing/${w.aliceSubmission}`);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ error: MESSAGES.submissionNotFound });
    expect((await w.alice.get(`/api/standing/${w.aliceSubmission}`)).body).toMatchObject({
      submissionId: w.aliceSubmission,
    });
  },
  // A contest's rating changes are public by design (names and figures, as the leaderboard); its live
  // prediction is always the caller's own; only admins finalise.
  'get /api/ratings/contests/{id}': async () => {
    const res = await w.bob.get(`/api/ratings/contests/${w.contestId}`);
    expect([200, 404]).toContain(res.status);
    expect(text(res)).not.toMatch(/emailId|passwordHash|alice-only-code/);
  },
  'get /api/ratings/contests/{id}/prediction': async () => {
    // Alice's round is not rated: nobody, Bob included, gets a prediction for it.
    expect((await w.bob.get(`/api/ratings/contests/${w.contestId}/prediction`)).status).toBe(404);
  },
  'post /api/ratings/contests/{id}/finalise': async () => {
    expect((await w.bob.post(`/api/ratings/contests/${w.contestId}/finalise`)).status).toBe(403);
  },
  // The integrity report (modules/integrity): admins only; a participant reads only their own verdict.
  'post /api/integrity/contests/{id}/reports': () =>
    contestAdminOnly('post', `/api/integrity/contests/${w.contestId}/reports`),
  'post /api/integrity/problems/{id}/reports': () =>
    adminOnly('post', `/api/integrity/problems/${w.problemId}/reports`),
  'get /api/integrity/reports/{id}': () => adminOnly('get', `/api/integrity/reports/${w.contestId}`),
  'get /api/integrity/pairs/{id}': () => adminOnly('get', `/api/integrity/pairs/${w.aliceSubmission}`),
  'post /api/integrity/pairs/{id}/dismiss': () =>
    adminOnly('post', `/api/integrity/pairs/${w.aliceSubmission}/dismiss`),
  'post /api/integrity/contests/{id}/disqualifications': async () => {
    const res = await w.bob.post(`/api/integrity/contests/${w.contestId}/disqualifications`, {
      userId: w.bobId,
      reason: 'Bob writes',
    });
    expect(res.status).toBe(403);
    expect((await w.alice.get(`/api/integrity/contests/${w.contestId}/disqualification`)).body).toEqual({
      disqualification: null,
    });
  },
  'get /api/integrity/contests/{id}/disqualification': async () => {
    // Always the caller's own row: Bob, not a participant, learns nothing about Alice.
    expect((await w.bob.get(`/api/integrity/contests/${w.contestId}/disqualification`)).body).toEqual({
      disqualification: null,
    });
  },
  // Rejudges (modules/rejudges): admins only; Alice's contest and verdicts are untouched.
  'post /api/rejudges/contests/{id}': () => contestAdminOnly('post', `/api/rejudges/contests/${w.contestId}`),
  'get /api/rejudges/contests/{id}': () => contestAdminOnly('get', `/api/rejudges/contests/${w.contestId}`),
  'get /api/rejudges/{id}': () => contestAdminOnly('get', `/api/rejudges/${w.contestId}`),
  'post /api/rejudges/{id}/apply': () => contestAdminOnly('post', `/api/rejudges/${w.contestId}/apply`),
  'post /api/rejudges/{id}/cancel': () => contestAdminOnly('post', `/api/rejudges/${w.contestId}/cancel`),
  // A solution take is recorded for the caller alone: Alice's review cards do not move.
  'post /api/solution-takes/{problemId}': async () => {
    const cards = async () =>
      JSON.stringify({ ...((await w.alice.get('/api/review')).body as object), now: null });
    const before = await cards();
    expect(
      (await w.bob.post(`/api/solution-takes/${w.problemId}`, { source: 'editorial' })).status,
    ).toBeLessThan(300);
    expect(await cards()).toBe(before);
  },
  // Review cards and plan enrolments are keyed by the caller too.
  'post /api/review/{problemId}': async () => {
    // `now` is the clock's: only the cards must stay the same.
    const cards = async () =>
      JSON.stringify({ ...((await w.alice.get('/api/review')).body as object), now: null });
    const before = await cards();
    expect((await w.bob.post(`/api/review/${w.problemId}`, {})).status).toBe(404);
    expect(await cards()).toBe(before);
    expect(before).toContain(w.problemId);
  },
  'get /api/plans/{slug}': async () => {
    await alicePlan();
    expect((await w.bob.get('/api/plans/alice-plan')).body).toMatchObject({
      enrolled: false,
      solvedCount: 0,
    });
    expect((await w.alice.get('/api/plans/alice-plan')).body).toMatchObject({
      enrolled: true,
      solvedCount: 1,
    });
  },
  'post /api/plans/{slug}/enrol': async () => {
    const alices = await alicePlan();
    await w.bob.post('/api/plans/alice-plan/enrol');
    expect((await w.alice.get('/api/plans/alice-plan')).body).toMatchObject({ enrolledAt: alices });
  },
  'put /api/plans/{slug}': async () => {
    await alicePlan();
    const plan = {
      title: 'Bob’s plan',
      summary: 'Bob writes',
      steps: [{ problem: 'two-sum', intro: 'Bob' }],
    };
    expect((await w.bob.send('put', '/api/plans/alice-plan', { body: plan })).status).toBe(403);
    expect(text(await w.alice.get('/api/plans/alice-plan'))).not.toContain('Bob');
  },
  'get /api/problem/statement/{slug}/{file}': async () => {
    // Public statement files (figures, PDFs) by design; a name that climbs out of the problem is refused.
    const res = await w.bob.get('/api/problem/statement/two-sum/..%2F..%2Fpackage.json');
    expect(res.status).toBe(404);
  },
  'get /api/problem/admin/{id}': () => adminOnly('get', `/api/problem/admin/${w.problemId}`),
  'post /api/problem/verify/{id}': () => adminOnly('post', `/api/problem/verify/${w.problemId}`),
  'put /api/problem/update/{id}': () => adminOnly('put', `/api/problem/update/${w.problemId}`),
  'delete /api/problem/delete/{id}': () => adminOnly('delete', `/api/problem/delete/${w.problemId}`),
  'get /api/problem/export/{id}': () => adminOnly('get', `/api/problem/export/${w.problemId}`),
  'post /api/problem-tests/{id}': () => adminOnly('post', `/api/problem-tests/${w.problemId}`),
  'get /api/video/create/{problemId}': () => adminOnly('get', `/api/video/create/${w.problemId}`),
  'delete /api/video/delete/{problemId}': () => adminOnly('delete', `/api/video/delete/${w.problemId}`),
  // The Contest API (modules/ccs): admins only, by session or by token.
  ...Object.fromEntries(
    CCS_ROUTES.docs
      .filter((route) => route.path.includes('{'))
      .map((route) => [
        `get /api${route.path}`,
        () =>
          ccsAdminOnly(`/api${route.path}`.replace('{id}', w.contestId).replace('{objectId}', w.contestId)),
      ]),
  ),
};

/** Bob is refused with 403 by his session and by his own token; the contest is unchanged. */
async function ccsAdminOnly(path: string): Promise<void> {
  const byToken = await request(w.t.app).get(path).set('Authorization', `Bearer ${w.bobToken}`);
  expect(byToken.status).toBe(403);
  await contestAdminOnly('get', path);
}

/** A plan over Alice's solved problem, Alice enrolled in it: her enrolment date. */
async function alicePlan(): Promise<string> {
  const [problem] = await w.t.database.db
    .select({ slug: problems.slug })
    .from(problems)
    .where(eq(problems.id, w.problemId));
  await createPlanRepository(w.t.database.db).seed([
    {
      slug: 'alice-plan',
      plan: {
        title: 'Alice’s plan',
        summary: 'One step.',
        order: 1,
        steps: [{ problem: problem?.slug ?? '', intro: 'Go.' }],
      },
    },
  ]);
  return ((await w.alice.post('/api/plans/alice-plan/enrol')).body as { enrolledAt: string }).enrolledAt;
}

/** Bob is refused with 403 and the contest, with Alice in it, is unchanged. */
async function contestAdminOnly(
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: string,
): Promise<void> {
  expect((await w.bob.send(method, path, { body: { text: 'Bob writes' } })).status).toBe(403);
  const seen = await w.alice.get(`/api/contests/${w.contestId}`);
  expect(seen.body).toMatchObject({ registered: true, participants: 1, frozen: false });
  expect(text(await w.alice.get(`/api/contests/${w.contestId}/clarifications`))).not.toContain('Bob writes');
}
const contestPath = (rest = '') => `/api/contests/${w.contestId}${rest}`;
const pastPath = (rest = '') => `/api/contests/${w.pastContestId}${rest}`;
const roomPath = (rest = '') => `/api/interviews/${w.aliceRoomId}${rest}`;
const teamPath = (rest = '') => `/api/teams/${w.aliceTeamId}${rest}`;

/** Alice's team still has her, and only her, as captain. */
async function aliceTeamUntouched(): Promise<void> {
  const teams = (await w.alice.get('/api/teams/mine')).body as { _id: string; members: unknown[] }[];
  expect(teams.find((team) => team._id === w.aliceTeamId)?.members).toEqual([
    expect.objectContaining({ userId: w.aliceId, role: 'captain' }),
  ]);
}

/** Alice's room is still waiting, with only her in it. */
async function aliceRoomUntouched(): Promise<void> {
  const room = await w.alice.get(roomPath());
  expect(room.body).toMatchObject({ status: 'waiting', participants: [{ role: 'interviewer' }] });
}

/** Bob is refused with 403 and the problem is still there. */
async function adminOnly(method: 'get' | 'post' | 'put' | 'delete', path: string): Promise<void> {
  expect((await w.bob.send(method, path, { body: {} })).status).toBe(403);
  expect((await w.alice.get(`/api/problem/problemById/${w.problemId}`)).status).toBe(200);
}

describe('authorization on every object route', () => {
  it('when the real app’s routes are listed, then every one that takes an id in its path has a case here', () => {
    const withId = servedRoutes(w.t.app)
      .filter((route) => route.path.includes('{'))
      .map((route) => `${route.method} ${route.path}`);

    expect(withId.length).toBeGreaterThan(15);
    expect(withId.filter((route) => !(route in OBJECT_ROUTES))).toEqual([]);
  });

  it.each(Object.keys(OBJECT_ROUTES))(
    'when Bob calls %s with Alice’s object, then he cannot read, change or delete it',
    async (route) => {
      await (OBJECT_ROUTES[route] as () => Promise<void>)();
    },
  );

  it('when Bob asks the Judge0 batch for Alice’s token, then it is not returned', async () => {
    const res = await judge0As(w.bobToken, `/judge0/submissions/batch?tokens=${w.aliceJudge0}`);
    const own = await judge0As(w.aliceToken, `/judge0/submissions/batch?tokens=${w.aliceJudge0}`);

    expect(text(own)).toContain(w.aliceJudge0);
    expect(text(res)).not.toContain(w.aliceJudge0);
  });

  it.each(ROUTE_TABLE.filter((route) => route.access === 'admin').map((r) => `${r.method} /api${r.path}`))(
    'when a signed-in non-admin calls the admin route %s, then it answers 403',
    async (route) => {
      const [method, path] = route.split(' ') as ['get' | 'post' | 'put' | 'delete', string];
      const res = await w.bob.send(method, path.replace(/\{\w+\}/g, w.problemId), { body: {} });

      expect(res.status).toBe(403);
    },
  );

  it.each(
    ROUTE_TABLE.filter((route) => route.access !== 'public').map(
      (r) => `${r.method} ${r.mount ?? '/api'}${r.path}`,
    ),
  )('when an anonymous caller calls %s, then it answers 401', async (route) => {
    const [method, path] = route.split(' ') as ['get' | 'post' | 'put' | 'delete', string];
    const anonymous = await openBrowser(w.t.app);

    const res = await anonymous.send(method, path.replace(/\{\w+\}/g, w.problemId), { body: {} });

    expect(res.status).toBe(401);
  });
});
