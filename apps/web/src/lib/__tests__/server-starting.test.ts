import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES, SERVER_STARTING_HEADER } from '@codecourt/contracts';
import { createApiClient } from '@/lib/api-client';
import { ApiError, isServerStarting } from '@/lib/api-error';
import { createQueryClient } from '@/lib/query-client';
import { isWaitingForServer } from '@/lib/server-starting';
import { FakeCookieDocument } from '@/testing/cookie-document';
import { sendJson, startTestServer, type TestServer } from '@/testing/test-server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The dev proxy's answer while the API is not listening yet (apps/web/vite.config.ts). */
function starting(response: Parameters<typeof sendJson>[0]): void {
  response.writeHead(503, { 'content-type': 'application/json', [SERVER_STARTING_HEADER]: '1' });
  response.end(JSON.stringify({ error: MESSAGES.serverStarting }));
}

async function apiAnsweringAfter(startingAnswers: number) {
  let answered = 0;
  server = await startTestServer((_request, response) => {
    answered += 1;
    if (answered <= startingAnswers) starting(response);
    else sendJson(response, 200, { problems: 3 });
  });
  return createApiClient({
    baseUrl: server.baseUrl,
    navigate: () => undefined,
    currentPath: () => '/problems',
    cookies: () => new FakeCookieDocument({}),
    retryDelayMs: 1,
  });
}

describe('while the dev API is starting', () => {
  it('when the dev proxy answers 503 with the starting header, then the error is "Starting the server…", not a failure', async () => {
    const api = await apiAnsweringAfter(Number.POSITIVE_INFINITY);
    const error = await api.get('/problem/getAllProblem').then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(MESSAGES.serverStarting);
    expect(isServerStarting(error)).toBe(true);
  });

  it('when a read meets a starting API, then it stays loading, shows the wait, and resolves once the API answers', async () => {
    const api = await apiAnsweringAfter(6);
    const client = createQueryClient();
    const seen: boolean[] = [];
    const unsubscribe = client.getQueryCache().subscribe(() => seen.push(isWaitingForServer(client)));
    const data = await client.query({
      queryKey: ['problems'],
      queryFn: () => api.get('/problem/getAllProblem'),
    });
    unsubscribe();
    expect(data).toEqual({ problems: 3 });
    expect(seen).toContain(true);
    expect(isWaitingForServer(client)).toBe(false);
  });

  it('when the API answers a plain 503, then queries do not wait for it', async () => {
    server = await startTestServer((_request, response) => {
      sendJson(response, 503, { error: MESSAGES.serviceUnavailable });
    });
    const api = createApiClient({
      baseUrl: server.baseUrl,
      navigate: () => undefined,
      currentPath: () => '/problems',
      cookies: () => new FakeCookieDocument({}),
      retryDelayMs: 1,
    });
    const client = createQueryClient();
    const error = await client
      .query({ queryKey: ['plain'], queryFn: () => api.get('/problem/getAllProblem') })
      .then(
        () => undefined,
        (reason: unknown) => reason,
      );
    expect((error as ApiError).message).toBe(MESSAGES.serviceUnavailable);
    expect(isServerStarting(error)).toBe(false);
  });
});
