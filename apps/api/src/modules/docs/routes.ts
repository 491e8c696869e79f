import { Router } from 'express';
import { buildOpenApiDocument } from './openapi.js';
import { ROUTE_TABLE } from './route-table.js';

/** GET /api/docs/openapi.json, built once from the route table. */
export function createDocsRoutes(version: string): Router {
  const document = buildOpenApiDocument(ROUTE_TABLE, version);
  const router = Router();
  router.get('/openapi.json', (_req, res) => {
    res.json(document);
  });
  return router;
}
