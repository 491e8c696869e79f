import { Router } from 'express';
import { buildOpenApiDocument } from './openapi.js';
import type { RouteDoc } from './route-table.js';

/** GET /api/docs/openapi.json, built once from the route table. */
export function createDocsRoutes(version: string, routes: readonly RouteDoc[]): Router {
  const document = buildOpenApiDocument(routes, version);
  const router = Router();
  router.get('/openapi.json', (_req, res) => {
    res.json(document);
  });
  return router;
}
