import type { Express } from 'express';
import type { z } from 'zod';
import { validatorOf } from '../../lib/validate.js';

/**
 * One route the app's router answers: its method, its OpenAPI-style path (`{param}`) and the schemas its
 * `validate()` middleware checks.
 */
export type ServedRoute = {
  method: string;
  path: string;
  validated: { part: 'body' | 'params' | 'query'; schema: z.ZodType }[];
};

/** What express 5's router keeps of a layer (router 2.x): not in its typings, so read defensively. */
type Layer = {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean | undefined>; stack?: unknown };
  handle?: { stack?: unknown };
};

function layersOf(stack: unknown): Layer[] {
  return Array.isArray(stack) ? (stack as Layer[]) : [];
}

function joined(prefix: string, path: unknown): string {
  if (typeof path !== 'string' || path === '/') return prefix || '/';
  return `${prefix}${path}`.replace(/\/+$/, '') || '/';
}

/**
 * Every route the app answers, read from its router stack (mounted routers included), with `:param`
 * written `{param}`. Middleware layers (static files, 404 handlers) are not routes and are skipped.
 */
export function servedRoutes(app: Express): ServedRoute[] {
  const found: ServedRoute[] = [];
  const walk = (stack: unknown, prefix: string) => {
    for (const layer of layersOf(stack)) {
      if (layer.route) {
        const path = joined(prefix, layer.route.path).replace(/:(\w+)/g, '{$1}');
        const validated = layersOf(layer.route.stack).flatMap((step) => validatorOf(step.handle) ?? []);
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (on && method !== '_all') found.push({ method, path, validated });
        }
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack, joined(prefix, layer.rawPath));
      }
    }
  };
  walk((app as unknown as { router?: { stack?: unknown } }).router?.stack, '');
  return found;
}

/** Routes the app serves under `prefix` that `documented` (paths without the prefix) does not list. */
export function undocumentedRoutes(
  app: Express,
  documented: readonly { method: string; path: string }[],
  prefix = '/api',
): string[] {
  const listed = new Set(documented.map((route) => `${route.method} ${prefix}${route.path}`));
  return servedRoutes(app)
    .filter((route) => route.path === prefix || route.path.startsWith(`${prefix}/`))
    .map((route) => `${route.method} ${route.path}`)
    .filter((route) => !listed.has(route));
}
