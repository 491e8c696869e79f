import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES, SERVER_ERROR_RETRY_DELAY_MS } from '@codecourt/contracts';
import { createApiClient, type ApiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { FakeCookieDocument } from '@/testing/cookie-document';
import { sendJson, startTestServer, type Handler, type TestServer } from '@/testing/test-server';

type Harness = { api: ApiClient; server: TestServer; navigations: string[]; cookies: FakeCookieDocument };

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function harness(
  handler: Handler,
  options: { page?: string; timeoutMs?: number } = {},
): Promise<Harness> {
  server = await startTestServer(handler);
  const navigations: string[] = [];
  const cookies = new FakeCookieDocument({ 'XSRF-TOKEN': 'xsrf-123', accessToken: 'a', refreshToken: 'r' });
  const api = createApiClient({
    baseUrl: server.baseUrl,
    navigate: (path) => navigations.push(path),
    currentPath: () => options.page ?? '/problems',
    cookies: () => cookies,
    timeoutMs: options.timeoutMs,
  });
  return { api, server, navigations, cookies };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('api client', () => {
  it('when a request is sent, then it carries the XSRF cookie as X-XSRF-TOKEN and a JSON body', async () => {
    const { api, server } = await harness((_req, res) => {
      sendJson(res, 200, { ok: true });
    });

    const body = await api.post<{ ok: boolean }>('/user/login', { emailId: 'a@b.co' });

    expect(body).toEqual({ ok: true });
    const [request] = server.requests;
    expect(request?.headers['x-xsrf-token']).toBe('xsrf-123');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toBe('{"emailId":"a@b.co"}');
  });

  it('when the server answers 500 once, then the request is retried after 1 s and succeeds', async () => {
    let calls = 0;
    const { api, server } = await harness((_req, res) => {
      calls += 1;
      if (calls === 1) sendJson(res, 500, {});
      else sendJson(res, 200, { value: 42 });
    });
    const started = Date.now();

    const body = await api.get<{ value: number }>('/problem/getAllProblem');

    expect(body).toEqual({ value: 42 });
    expect(server.requests).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SERVER_ERROR_RETRY_DELAY_MS - 20);
  });

  it('when the server keeps answering 503, then there is exactly one retry and the call rejects', async () => {
    const { api, server } = await harness((_req, res) => {
      sendJson(res, 503, {});
    });

    const error = await rejection(
      api.post('/submission/submit/x', { code: 'x' }, { idempotencyKey: 'key-0001' }),
    );

    expect(server.requests).toHaveLength(2);
    expect(error.status).toBe(503);
    expect(error.message).toBe(MESSAGES.somethingWentWrong);
  });

  it('when a POST without an idempotency key meets a 504 or a dropped connection, then it is not repeated', async () => {
    const { api, server } = await harness((_req, res, socket) => {
      if (server.requests.length === 1) sendJson(res, 504, {});
      else socket.destroy();
    });

    const gateway = await rejection(api.post('/submission/submit/x', { code: 'x' }));
    const dropped = await rejection(api.post('/submission/submit/x', { code: 'x' }));

    expect(server.requests).toHaveLength(2);
    expect(gateway.status).toBe(504);
    expect(dropped.code).toBe('ERR_NETWORK');
  });

  it('when a POST with an idempotency key is retried, then both attempts carry the same key', async () => {
    const { api, server } = await harness((_req, res) => {
      if (server.requests.length === 1) sendJson(res, 504, {});
      else sendJson(res, 200, { judged: 'once' });
    });

    const body = await api.post('/submission/submit/x', { code: 'x' }, { idempotencyKey: 'click-0001' });

    expect(body).toEqual({ judged: 'once' });
    expect(server.requests.map((request) => request.headers['idempotency-key'])).toEqual([
      'click-0001',
      'click-0001',
    ]);
  });

  it('when the connection drops once, then the request is retried and succeeds', async () => {
    let calls = 0;
    const { api, server } = await harness((_req, res, socket) => {
      calls += 1;
      if (calls === 1) socket.destroy();
      else sendJson(res, 200, { recovered: true });
    });

    const body = await api.get<{ recovered: boolean }>('/stats/my-stats');

    expect(body).toEqual({ recovered: true });
    expect(server.requests).toHaveLength(2);
  });

  it('when the connection keeps dropping, then the call rejects after one retry as a network error', async () => {
    const { api, server } = await harness((_req, _res, socket) => socket.destroy());

    const error = await rejection(api.get('/stats/my-stats'));

    expect(server.requests).toHaveLength(2);
    expect(error.code).toBe('ERR_NETWORK');
    expect(error.status).toBeUndefined();
  });

  it('when a 4xx answers with an error field, then that text is the message and nothing is retried', async () => {
    const { api, server } = await harness((_req, res) => {
      sendJson(res, 409, { error: 'An account with this email already exists' });
    });

    const error = await rejection(api.post('/user/register', {}));

    expect(error.message).toBe('An account with this email already exists');
    expect(error.status).toBe(409);
    expect(error.data).toEqual({ error: 'An account with this email already exists' });
    expect(server.requests).toHaveLength(1);
  });

  it('when the server answers 429 without an error field, then the message is the too-many-requests text', async () => {
    const { api } = await harness((_req, res) => {
      sendJson(res, 429, {});
    });

    const error = await rejection(api.post('/user/login', {}));

    expect(error.status).toBe(429);
    expect(error.message).toBe(MESSAGES.tooManyRequests);
  });

  it('when the server answers 429 with Retry-After, then the message says how long to wait', async () => {
    const { api } = await harness((_req, res) => {
      res.setHeader('Retry-After', '42');
      sendJson(res, 429, { error: MESSAGES.tooManyRequests });
    });

    const error = await rejection(api.post('/user/login', {}));

    expect(error.message).toBe(`${MESSAGES.tooManyRequests} Try again in 42 seconds.`);
  });

  it('when Retry-After is several minutes, then the wait is told in minutes', async () => {
    const { api } = await harness((_req, res) => {
      res.setHeader('Retry-After', '600');
      sendJson(res, 429, {});
    });

    const error = await rejection(api.post('/user/login', {}));

    expect(error.message).toBe(`${MESSAGES.tooManyRequests} Try again in 10 minutes.`);
  });

  it('when the server answers 429 with an error field, then the server text replaces the message', async () => {
    const { api } = await harness((_req, res) => {
      sendJson(res, 429, { error: 'Slow down' });
    });

    const error = await rejection(api.post('/user/login', {}));

    expect(error.message).toBe('Slow down');
  });

  it('when the server does not answer in time, then the call rejects with the timeout message and is not retried', async () => {
    const { api, server } = await harness(() => undefined, { timeoutMs: 150 });

    const error = await rejection(api.get('/problem/getAllProblem'));

    expect(error.message).toBe(MESSAGES.requestTimeout);
    expect(error.code).toBe('ECONNABORTED');
    expect(server.requests).toHaveLength(1);
  });

  it('when a call sets its own longer timeout, then an answer after the client’s timeout still arrives', async () => {
    const { api } = await harness(
      (_req, res) => {
        setTimeout(() => {
          sendJson(res, 201, { done: true });
        }, 400);
      },
      { timeoutMs: 150 },
    );

    const body = await api.post('/contests/c/accounts', { csv: 'x' }, { timeoutMs: 10_000 });

    expect(body).toEqual({ done: true });
  });
});
