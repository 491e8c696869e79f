import { createRequire } from 'node:module';
import path from 'node:path';
import express from 'express';
import type { Router } from 'express';
import { z } from 'zod';
import { defineRoutes, routerOf } from '../../middleware/route-definition.js';
import type { RouteDoc } from '../../middleware/route-definition.js';
import { buildOpenApiDocument } from './openapi.js';
import { INIT_SCRIPT, SWAGGER_UI_HTML, SWAGGER_UI_INIT } from './swagger-ui-page.js';

/** The only files of swagger-ui-dist the page loads; nothing else of the package is served. */
const SWAGGER_UI_FILES = new Set(['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png']);
const swaggerUiDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const ASSET_MAX_AGE = '1d';

/** The OpenAPI document itself: an object this table does not restate. */
const openApiDocumentSchema = z
  .object({ openapi: z.string(), info: z.object({ title: z.string(), version: z.string() }) })
  .loose();

/** /api/docs: the OpenAPI document and Swagger UI. */
export const DOCS_ROUTES = defineRoutes(
  { prefix: '/docs', tag: 'system' },
  {
    document: {
      method: 'get',
      path: '/openapi.json',
      summary: 'This OpenAPI 3.1 document',
      access: 'public',
      success: { status: 200, description: 'The document', schema: openApiDocumentSchema },
      errors: [],
    },
    page: {
      method: 'get',
      path: '',
      summary: 'This document rendered for people (Swagger UI, served by the API itself)',
      access: 'public',
      success: {
        status: 200,
        description: 'An HTML page',
        schema: z.string(),
        contentType: 'text/html',
      },
      errors: [],
    },
  },
);

/** The docs routes, mounted at /api: the document built once from the route table, and Swagger UI to read it. */
export function createDocsRoutes(version: string, routes: readonly RouteDoc[]): Router {
  const document = buildOpenApiDocument(routes, version);
  const assets = express.static(swaggerUiDir, { index: false, maxAge: ASSET_MAX_AGE, fallthrough: false });
  const router = routerOf(
    DOCS_ROUTES,
    {},
    {
      document: (_req, res) => {
        res.json(document);
      },
      page: (_req, res) => {
        res.type('html').send(SWAGGER_UI_HTML);
      },
    },
  );
  // Static files, not endpoints: cached (maxAge replaces the /api "no-store", which is for data).
  router.use(`${DOCS_ROUTES.prefix}/assets`, (req, res, next) => {
    const file = req.path.slice(1);
    if (file === INIT_SCRIPT) {
      res.setHeader('Cache-Control', 'no-cache');
      res.type('js').send(SWAGGER_UI_INIT);
      return;
    }
    if (!SWAGGER_UI_FILES.has(file)) {
      next();
      return;
    }
    // send() keeps a Cache-Control already set, so the /api one goes first.
    res.removeHeader('Cache-Control');
    assets(req, res, next);
  });
  return router;
}
