import express, { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { ROUTE_TABLE } from '../../../route-table.js';
import { servedRoutes, undocumentedRoutes } from '../router-routes.js';

/**
 * Routes whose validator is not the schema their docs show. Empty: a module still declared twice (not yet
 * converted to defineRoutes) must keep its docs equal to its validators, and this list says so.
 */
const KNOWN_DRIFT: string[] = [];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('OpenAPI coverage of the real router', () => {
  it('when the app serves a route under /api, then the route table documents it', () => {
    expect(servedRoutes(t.app).length).toBeGreaterThan(30);
    expect(
      undocumentedRoutes(t.app, ROUTE_TABLE),
      "Undocumented routes: declare each with defineRoutes (middleware/route-definition.ts) in the module's " +
        "routes.ts and list the group's `docs` in apps/api/src/route-table.ts",
    ).toEqual([]);
  });

  it('when a served route validates a part of the request, then the route table documents that very schema', () => {
    const documented = new Map(
      ROUTE_TABLE.map((route) => [`${route.method} ${route.mount ?? '/api'}${route.path}`, route]),
    );
    const validating = servedRoutes(t.app).filter((route) => route.validated.length > 0);
    const drifted = validating.flatMap((route) =>
      route.validated
        .filter(({ part, schema }) => documented.get(`${route.method} ${route.path}`)?.[part] !== schema)
        .map(({ part }) => `${route.method} ${route.path} ${part}`),
    );

    expect(validating.length).toBeGreaterThan(30);
    expect(drifted, 'Routes whose validator is not the schema their docs show').toEqual(KNOWN_DRIFT);
  });

  it('when the app serves a route under /judge0, then the route table documents it on that mount', () => {
    const judge0 = ROUTE_TABLE.filter((route) => route.mount === '/judge0');

    expect(judge0.length).toBeGreaterThan(0);
    expect(undocumentedRoutes(t.app, judge0, '/judge0')).toEqual([]);
  });

  it('when a router gains a route without an entry, then the check names it', () => {
    const app = express();
    const widgets = Router();
    widgets.get('/', () => undefined);
    widgets.put('/:widgetId/colour', () => undefined);
    app.use('/api/widgets', widgets);
    app.get('/not-api', () => undefined);

    const missing = undocumentedRoutes(app, [{ method: 'get', path: '/widgets' }]);

    expect(missing).toEqual(['put /api/widgets/{widgetId}/colour']);
  });

  it('when the real router is read, then mounted routers, path parameters and methods come out in OpenAPI form', () => {
    const served = servedRoutes(t.app).map((route) => `${route.method} ${route.path}`);

    expect(served).toEqual(
      expect.arrayContaining([
        'get /api/health',
        'get /api/docs',
        'delete /api/tokens/{id}',
        'post /api/discussions/{id}/vote',
        // The public problem reads are answered before the router (problems/public-routes.ts): not listed here.
        'get /api/submission/{id}',
      ]),
    );
  });
});
