import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Response } from 'supertest';
import { MESSAGES } from '@codecourt/contracts';
import type { RouteDoc } from '../../modules/docs/route-table.js';
import { ROUTE_TABLE } from '../../route-table.js';
import { judge0Client } from '../../testing/judge0-client.js';
import { openBrowser } from '../../testing/test-browser.js';
import { createTestApp } from '../../testing/test-app.js';
import type { TestApp } from '../../testing/test-app.js';
import { importTestPackage } from '../../testing/test-problems.js';

/** A NUL between two ordinary characters, as an attacker puts it in any text the API takes. */
const NUL_TEXT = 'a\u0000b';
const admin = { email: 'nul-admin@codecourt.test', password: 'Adm1nNulPw' };

type Method = RouteDoc['method'];
/** One request: the path with its params filled in, a query and a JSON body (or none). */
type Probe = { what: string; path: string; query?: Record<string, string>; body?: unknown };

/** The schema under optional/nullable/default/pipe wrappers, where its shape is. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let depth = 0; depth < 8; depth++) {
    if (
      current instanceof z.ZodOptional ||
      current instanceof z.ZodNullable ||
      current instanceof z.ZodDefault
    )
      current = current.unwrap() as z.ZodType;
    else if (current instanceof z.ZodPipe) current = current.in as z.ZodType;
    else return current;
  }
  return current;
}

/** The keys of an object schema (none for anything else). */
function keysOf(schema: z.ZodType | undefined): string[] {
  const inner = schema && unwrap(schema);
  return inner instanceof z.ZodObject ? Object.keys(inner.shape) : [];
}

/**
 * A value per string field of `schema`, each with NUL in that one field: `{title: NUL}`,
 * `{visibleTestCases: [{input: NUL}]}`, ... (fields inside arrays and nested objects included).
 */
function nulBodies(schema: z.ZodType, depth = 0): { field: string; body: unknown }[] {
  const inner = unwrap(schema);
  if (depth > 6) return [];
  if (inner instanceof z.ZodString) return [{ field: '', body: NUL_TEXT }];
  if (inner instanceof z.ZodArray)
    return nulBodies(inner.element as z.ZodType, depth + 1).map(({ field, body }) => ({
      field: `[]${field}`,
      body: [body],
    }));
  if (inner instanceof z.ZodObject)
    return Object.entries(inner.shape as Record<string, z.ZodType>).flatMap(([key, child]) =>
      nulBodies(child, depth + 1).map(({ field, body }) => ({
        field: `.${key}${field}`,
        body: { [key]: body },
      })),
    );
  return [];
}

/** Ordinary values for path params, so the NUL in another param reaches the code behind them. */
function paramValue(name: string, slug: string): string {
  if (name === 'slug') return slug;
  if (name === 'file') return 'statement.md';
  if (name === 'language') return 'cpp';
  if (name === 'label') return 'A';
  if (name === 'name') return 'video.mp4';
  return randomUUID();
}

/** Every combination the brief names: NUL in each path param, each query param and each body string field. */
function probesOf(route: RouteDoc, slug: string): Probe[] {
  const params = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  const pathWith = (nulParam?: string) =>
    `${route.mount ?? '/api'}${route.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
      encodeURIComponent(name === nulParam ? NUL_TEXT : paramValue(name, slug)),
    )}`;
  const plain = pathWith();
  const probes: Probe[] = params.map((param) => ({ what: `path {${param}}`, path: pathWith(param) }));
  for (const key of keysOf(route.query))
    probes.push({ what: `query ${key}`, path: plain, query: { [key]: NUL_TEXT } });
  if (route.body && !route.bodyContentType)
    for (const { field, body } of nulBodies(route.body))
      probes.push({ what: `body ${field.replace(/^\./, '')}`, path: plain, body });
  // Judge0 clients may send their texts base64-encoded: a NUL then arrives only after decoding.
  if (route.mount === '/judge0' && route.method === 'post' && route.path === '/submissions')
    probes.push({
      what: 'base64 stdin',
      path: plain,
      query: { base64_encoded: 'true' },
      body: { source_code: 'AA==', language_id: 71, stdin: 'AA==' },
    });
  return probes;
}

let t: TestApp;
let slug: string;
beforeAll(async () => {
  t = await createTestApp({
    env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
    // Configured so the tutor's routes reach their validation; nothing with a NUL is ever sent upstream.
    config: {
      openai: {
        apiKey: 'sk-test-never-sent',
        baseUrl: 'http://127.0.0.1:9/v1',
        model: 'm',
        timeoutMs: 1_000,
      },
    },
  });
  slug = (await importTestPackage(t.database.db)).slug;
});
afterAll(async () => {
  await t.close();
});

/** Sends one probe as the admin (cookie and CSRF) or, on the Judge0 mount, with a personal access token. */
async function sender(route: RouteDoc): Promise<(probe: Probe) => Promise<Response>> {
  const method: Method = route.method;
  const withQuery = (probe: Probe) =>
    probe.query ? `${probe.path}?${new URLSearchParams(probe.query).toString()}` : probe.path;
  if (route.mount === '/judge0') {
    const client = await judge0Client(t.app);
    return (probe) =>
      method === 'post' ? client.post(withQuery(probe), probe.body ?? {}) : client.get(withQuery(probe));
  }
  const browser = await openBrowser(t.app);
  const login = await browser.post('/api/user/login', { emailId: admin.email, password: admin.password });
  expect(login.status).toBe(200);
  return (probe) =>
    browser.send(method, withQuery(probe), probe.body === undefined ? {} : { body: probe.body });
}

const keyOf = (route: RouteDoc) => `${route.method.toUpperCase()} ${route.mount ?? '/api'}${route.path}`;

describe('NUL characters in requests', () => {
  it('when the route table is read, then NUL reaches a param, query field or body field of most routes', () => {
    const probed = ROUTE_TABLE.filter((route) => probesOf(route, 'x').length > 0);

    expect(probed.length).toBeGreaterThan(ROUTE_TABLE.length / 2);
  });

  it.each(ROUTE_TABLE.map((route) => [keyOf(route), route] as const))(
    'when %s gets NUL in each path param, query param and body string field, then it never answers 5xx',
    async (_key, route) => {
      const send = await sender(route);
      const failures: string[] = [];

      for (const probe of probesOf(route, slug)) {
        const res = await send(probe);
        if (res.status >= 500) failures.push(`${probe.what}: ${String(res.status)}`);
      }

      expect(failures).toEqual([]);
    },
  );

  it('when a JSON body field holds NUL, then the answer is 400 with the NUL message', async () => {
    const create = ROUTE_TABLE.find((route) => keyOf(route) === 'POST /api/discussions/create');
    if (!create) throw new Error('POST /api/discussions/create is not in the route table');
    const send = await sender(create);

    const res = await send({
      what: 'title',
      path: '/api/discussions/create',
      // Valid but for the NUL, so the schema lets it through and the NUL rule answers.
      body: { problemId: slug, title: NUL_TEXT, content: 'hello there', tags: [] },
    });

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: MESSAGES.nulCharacter });
  });
});
