import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendJson, startTestServer, type TestServer } from '@/testing/test-server';
import {
  pendingSubmission,
  submission,
  submitAnswer,
} from '@/features/judge-console/__tests__/judgement-fixtures';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** submitCode against a real HTTP server answering submit with `status`, and the stored submission on GET. */
async function submitAgainst(status: 200 | 202, polled: ReturnType<typeof submission>[]) {
  const answer = status === 200 ? submitAnswer(submission()) : submitAnswer(pendingSubmission);
  server = await startTestServer((request, response) => {
    if (request.method === 'POST') sendJson(response, status, answer);
    else sendJson(response, 200, polled.shift() ?? submission());
  });
  vi.stubEnv('VITE_API_BASE_URL', server.baseUrl);
  // The API client reads its base URL as it loads, and files share their worker's modules (isolate: false).
  vi.resetModules();
  const { submitCode } = await import('@/features/judge-console/api/submit-code');
  return { result: await submitCode('two-sum', { code: 'print(4)', language: 'python' }), server };
}

describe('submit code', () => {
  it('when submit answers 200, then that judged submission is the answer and nothing is polled', async () => {
    const { result, server: api } = await submitAgainst(200, []);

    expect(result).toMatchObject({
      _id: submission()._id,
      verdict: 'Wrong Answer',
      tests: submission().tests,
    });
    expect(api.requests.map((r) => r.method)).toEqual(['POST']);
  });

  it('when code is submitted, then the request carries a fresh UUID Idempotency-Key', async () => {
    const { server: api } = await submitAgainst(200, []);

    expect(api.requests[0]?.headers['idempotency-key']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
  });

  it('when submit answers 202 and no live stream can be had, then the submission is polled until it has a verdict, and that is the answer', async () => {
    const { result, server: api } = await submitAgainst(202, [pendingSubmission, submission()]);

    expect(result).toEqual(submission());
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /submission/submit/two-sum?wait=false',
      `GET /submission/${submission()._id}`,
      `GET /submission/${submission()._id}`,
    ]);
  }, 10_000);
});
