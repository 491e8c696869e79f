import { createRequire } from 'node:module';
import path from 'node:path';
import express, { Router } from 'express';
import { buildOpenApiDocument } from './openapi.js';
import type { RouteDoc } from './route-table.js';
import { INIT_SCRIPT, SWAGGER_UI_HTML, SWAGGER_UI_INIT } from './swagger-ui-page.js';

/** The only files of swagger-ui-dist the page loads; nothing else of the package is served. */
const SWAGGER_UI_FILES = new Set(['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png']);
const swaggerUiDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const ASSET_MAX_AGE = '1d';

/** /api/docs: the OpenAPI document built once from the route table, and Swagger UI to read it. */
export function createDocsRoutes(version: string, routes: readonly RouteDoc[]): Router {
  const document = buildOpenApiDocument(routes, version);
  const assets = express.static(swaggerUiDir, { index: false, maxAge: ASSET_MAX_AGE, fallthrough: false });
  const router = Router();
  router.get('/openapi.json', (_req, res) => {
    res.json(document);
  });
  router.get('/', (_req, res) => {
    res.type('html').send(SWAGGER_UI_HTML);
  });
  // Static files, not endpoints: cached (maxAge replaces the /api "no-store", which is for data).
  router.use('/assets', (req, res, next) => {
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
