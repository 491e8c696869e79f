// The interviews API in memory for the list's component tests: rooms, a shared scorecard, an idle queue.
import type { Interview, InterviewScorecard } from '@codecourt/contracts';
import { signedInUser } from '@/testing/signed-in-user';
import { openPageOn, sendJson, startTestServer, type TestServer } from '@/testing/test-server';

export const GRACE = '00000000-0000-4000-8000-0000000000bb';

/** A waiting hosted room the signed-in user interviews in, changed by `overrides`. */
export function room(id: string, overrides: Partial<Interview> = {}): Interview {
  return {
    _id: `00000000-0000-4000-8000-00000000004${id}`,
    joinCode: 'ABCDEFGHJK',
    problemId: null,
    problem: null,
    mode: 'hosted',
    status: 'waiting',
    durationMinutes: 45,
    participants: [{ userId: signedInUser._id, firstName: 'Ada', role: 'interviewer' }],
    createdAt: '2026-05-04T10:00:00.000Z',
    startedAt: null,
    endedAt: null,
    feedbackShared: false,
    ...overrides,
  };
}

export const CARD: InterviewScorecard = {
  scores: { problemSolving: 4, coding: 3, communication: 4, testing: 2 },
  recommendation: 'hire',
  feedback: 'Test the edges first.',
  shared: true,
  updatedAt: '2026-05-04T11:00:00.000Z',
  sharedAt: '2026-05-04T11:00:00.000Z',
};

/**
 * GET /interviews answers `list` (a 503 while `outage.down`), any scorecard is CARD, the queue is idle; the
 * page's address is `page` on that server.
 */
export async function serveInterviews(
  list: Interview[],
  outage = { down: false },
  page = '/interviews',
): Promise<TestServer> {
  const server = await startTestServer((request, response) => {
    if (request.path === '/interviews/queue') {
      sendJson(response, 200, { state: 'idle' });
      return;
    }
    if (request.path === '/interviews') {
      if (outage.down) sendJson(response, 503, { error: 'The database is restarting' });
      else sendJson(response, 200, { interviews: list });
      return;
    }
    if (request.path.endsWith('/scorecard')) {
      sendJson(response, 200, CARD);
      return;
    }
    sendJson(response, 404, { error: 'Not found' });
  });
  openPageOn(server, page);
  return server;
}
