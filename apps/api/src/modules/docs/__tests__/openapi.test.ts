import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '@codecourt/contracts';
import { openBrowser } from '../../../testing/test-browser.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { ROUTE_TABLE } from '../../../route-table.js';

const documentSchema = z.object({
  openapi: z.string(),
  info: z.object({ title: z.string(), version: z.string() }),
  paths: z.record(
    z.string(),
    z.record(
      z.string(),
      z.object({ summary: z.string(), responses: z.record(z.string(), z.unknown()) }).loose(),
    ),
  ),
});

let t: TestApp;
let browser: TestBrowser;
beforeAll(async () => {
  t = await createTestApp();
  browser = await openBrowser(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/docs/openapi.json', () => {
  it('when requested, then it is an OpenAPI 3.1 document listing every route of the route table', async () => {
    const res = await browser.get('/api/docs/openapi.json');

    expect(res.status).toBe(200);
    const document = documentSchema.parse(res.body);
    expect(document.openapi).toBe('3.1.0');
    for (const route of ROUTE_TABLE) {
      const key = `${route.mount ?? ''}${route.path}`;
      expect(document.paths[key]?.[route.method], `${route.method} ${key}`).toBeDefined();
    }
  });

  it('when a route takes a body, then its request schema comes from the contracts schema', async () => {
    const res = await browser.get('/api/docs/openapi.json');

    const register = (res.body as { paths: Record<string, Record<string, unknown>> }).paths['/user/register']
      ?.post;
    expect(register).toMatchObject({
      requestBody: {
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['firstName', 'emailId', 'password'],
              properties: { password: { minLength: 8 } },
            },
          },
        },
      },
      responses: { '201': expect.anything() as unknown, '409': expect.anything() as unknown },
    });
  });

  it('when a route has path or query parameters, then they are listed with their rules', async () => {
    const res = await browser.get('/api/docs/openapi.json');

    const paths = (res.body as { paths: Record<string, Record<string, unknown>> }).paths;
    expect(paths['/stats/leaderboard']?.get).toMatchObject({
      parameters: [
        { name: 'page', in: 'query', required: false, schema: { default: 1 } },
        { name: 'limit', in: 'query', required: false, schema: { default: 50, maximum: 100 } },
      ],
    });
    expect(paths['/discussions/{id}/vote']?.post).toMatchObject({
      parameters: [{ name: 'id', in: 'path', required: true }],
    });
  });

  it('when a route needs a sign-in, then a bearer token is an alternative to the cookie, except for creating tokens', async () => {
    const res = await browser.get('/api/docs/openapi.json');

    const document = res.body as {
      paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, unknown> }>>;
      components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
    };
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.paths['/stats/my-stats']?.get?.security).toEqual([
      { cookieAuth: [] },
      { bearerAuth: [] },
    ]);
    expect(document.paths['/bookmarks/add']?.post?.security).toEqual([
      { cookieAuth: [], csrfHeader: [] },
      { bearerAuth: [] },
    ]);
    expect(document.paths['/tokens']?.post?.security).toEqual([{ cookieAuth: [], csrfHeader: [] }]);
    expect(document.paths['/problem/getAllProblem']?.get?.security).toBeUndefined();
  });

  it('when a route answers an error, then its shape is the shared {error} schema', async () => {
    const res = await browser.get('/api/docs/openapi.json');

    const document = res.body as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(document.components.schemas.Error).toMatchObject({
      type: 'object',
      required: ['error'],
      properties: { error: { type: 'string' } },
    });
    expect(document.paths['/tokens/{id}']?.delete?.responses['404']).toEqual({
      description: 'Not found',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    });
  });

  it('when a route answers, then its success response schema comes from the contracts', async () => {
    const res = await browser.get('/api/docs/openapi.json');

    const created = (
      res.body as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }
    ).paths['/tokens']?.post?.responses['201'];
    expect(created).toMatchObject({
      content: {
        'application/json': {
          schema: { type: 'object', required: ['_id', 'name', 'token', 'createdAt'] },
        },
      },
    });
  });

  it('when the judge’s languages are documented, then each offered language’s details are described', async () => {
    const res = await browser.get('/api/docs/openapi.json');

    const offered = (
      res.body as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }
    ).paths['/judge/languages']?.get?.responses['200'];
    expect(offered).toMatchObject({
      content: {
        'application/json': {
          schema: {
            required: ['languages', 'details'],
            properties: {
              details: {
                type: 'array',
                items: {
                  required: expect.arrayContaining([
                    'version',
                    'compile',
                    'run',
                    'memory',
                    'time',
                  ]) as unknown,
                },
              },
            },
          },
        },
      },
    });
  });

  it.each(ROUTE_TABLE.map((route) => [route.method, `${route.mount ?? '/api'}${route.path}`] as const))(
    'when %s %s is called, then the API serves it (the table lists only real routes)',
    async (method, routePath) => {
      const res = await browser.send(method, routePath, { body: {} });

      expect(res.body).not.toEqual({ error: MESSAGES.routeNotFound });
    },
  );
});
