import express from 'express';
import type { RequestHandler } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildOpenApiDocument } from '../../modules/docs/openapi.js';
import { createErrorHandler } from '../../lib/error-handler.js';
import { createLogger } from '../../lib/logger.js';
import { defineRoutes, routerOf } from '../route-definition.js';

/** One endpoint whose body rule is given: the same declaration is served and documented. */
function widgetRoutes(minName: number) {
  return defineRoutes(
    { prefix: '/widgets', tag: 'widgets' },
    {
      create: {
        method: 'post',
        path: '/{id}/name',
        summary: 'Name a widget',
        access: 'user',
        body: z.object({ name: z.string().min(minName, `Name needs ${String(minName)} characters`) }),
        success: { status: 200, description: 'Named', schema: z.object({ name: z.string() }) },
        errors: [400],
      },
    },
  );
}

type Step = (name: string) => RequestHandler;

function appOf(minName: number, signedIn: boolean, steps: string[] = []) {
  const step: Step = (name) => (_req, _res, next) => {
    steps.push(name);
    next();
  };
  const requireAuth: RequestHandler = (_req, res, next) => {
    steps.push('sign-in');
    if (signedIn) next();
    else res.status(401).json({ error: 'Not signed in' });
  };
  const app = express().use(express.json());
  app.use(
    '/api',
    routerOf(
      widgetRoutes(minName),
      { requireAuth },
      {
        create: {
          before: [step('before')],
          after: [step('after')],
          handle: (req, res, { body }) => {
            steps.push('handle');
            res.json({ name: `${body.name} #${String(req.params.id)}` });
          },
        },
      },
    ),
  );
  return app.use(createErrorHandler(createLogger('silent')));
}

function documentedBody(minName: number): unknown {
  const document = buildOpenApiDocument(widgetRoutes(minName).docs, 'test');
  return document.paths['/widgets/{id}/name']?.post;
}

describe('a route declared once with defineRoutes', () => {
  it('when its body schema changes, then its OpenAPI entry and what it accepts change together', async () => {
    const loose = documentedBody(3);
    const strict = documentedBody(5);

    expect(loose).toMatchObject({
      requestBody: {
        content: { 'application/json': { schema: { properties: { name: { minLength: 3 } } } } },
      },
    });
    expect(strict).toMatchObject({
      requestBody: {
        content: { 'application/json': { schema: { properties: { name: { minLength: 5 } } } } },
      },
    });
    const named = (minName: number) =>
      request(appOf(minName, true)).post('/api/widgets/7/name').send({ name: 'abcd' });
    expect((await named(3)).body).toEqual({ name: 'abcd #7' });
    const refused = await named(5);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: 'Name needs 5 characters' });
  });

  it('when it is called, then sign-in, before, validation, after and the handler run in that order', async () => {
    const steps: string[] = [];

    await request(appOf(3, true, steps))
      .post('/api/widgets/7/name')
      .send({ name: 'abcd' })
      .expect(200);

    expect(steps).toEqual(['sign-in', 'before', 'after', 'handle']);
  });

  it('when a user-access route is called signed out, then it answers 401 before it reads the body', async () => {
    const steps: string[] = [];

    const response = await request(appOf(3, false, steps))
      .post('/api/widgets/7/name')
      .send({});

    expect(response.status).toBe(401);
    expect(steps).toEqual(['sign-in']);
  });

  it('when its group is documented, then the path carries the prefix, the tag and the security of its access', () => {
    const [doc] = widgetRoutes(3).docs;
    const operation = buildOpenApiDocument(widgetRoutes(3).docs, 'test').paths['/widgets/{id}/name']?.post;

    expect(doc).toMatchObject({ path: '/widgets/{id}/name', tag: 'widgets', access: 'user' });
    expect(operation).toMatchObject({
      tags: ['widgets'],
      security: [{ cookieAuth: [], csrfHeader: [] }, { bearerAuth: [] }],
      parameters: [{ name: 'id', in: 'path', required: true }],
    });
  });

  it('when its handler checks the parts itself, then the docs show the schema and the handler gets the raw request', async () => {
    const gadgets = defineRoutes(
      { prefix: '', tag: 'gadgets', mount: '/judge0' },
      {
        create: {
          method: 'post',
          path: '/gadgets',
          summary: 'Create a gadget, checked in the gadget service’s own words',
          access: 'public',
          checkedByHandler: true,
          body: z.object({ size: z.number() }),
          success: { status: 201, description: 'Created', schema: z.object({ size: z.unknown() }) },
          errors: [422],
        },
      },
    );
    const app = express().use(express.json());
    app.use(
      '/judge0',
      routerOf(
        gadgets,
        {},
        {
          create: (req, res) => {
            res.status(201).json({ size: (req.body as { size: unknown }).size });
          },
        },
      ),
    );
    const operation = buildOpenApiDocument(gadgets.docs, 'test').paths['/judge0/gadgets']?.post;

    const response = await request(app).post('/judge0/gadgets').send({ size: 'large' });

    expect(gadgets.docs[0]).toMatchObject({ mount: '/judge0', path: '/gadgets' });
    expect(gadgets.docs[0]).not.toHaveProperty('checkedByHandler');
    expect(operation).toMatchObject({
      requestBody: {
        content: { 'application/json': { schema: { properties: { size: { type: 'number' } } } } },
      },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ size: 'large' });
  });
});
