import type { RouteDoc } from '../docs/route-table.js';

/** Requests no documented route answers: the web app's pages and files, or an unknown /api path. */
export const WEB_ROUTE = '(web)';
export const UNMATCHED_ROUTE = '(unmatched)';

type CompiledRoute = { method: string; pattern: RegExp; template: string; literals: number };

const CACHE_LIMIT = 2_000;

function compile(route: Pick<RouteDoc, 'method' | 'path' | 'mount'>): CompiledRoute {
  const template = `${route.mount ?? '/api'}${route.path}`;
  const segments = template.split('/').slice(1);
  const source = segments
    .map((segment) => (/^\{\w+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return {
    method: route.method.toUpperCase(),
    pattern: new RegExp(`^/${source}$`),
    template,
    literals: segments.filter((segment) => !segment.startsWith('{')).length,
  };
}

/**
 * The documented route a request went to, as its template (`/api/problem/problemById/{id}`), never the
 * raw path: a metric label per id would grow without bound. A literal segment beats a parameter
 * (`/api/user/check` before `/api/user/{x}`), as the routers match them.
 */
export function createRouteTemplates(
  routes: readonly Pick<RouteDoc, 'method' | 'path' | 'mount'>[],
): (method: string, url: string) => string {
  const compiled = routes.map(compile).sort((a, b) => b.literals - a.literals);
  const find = (method: string, path: string): string => {
    const wanted = method === 'HEAD' ? 'GET' : method;
    const route = compiled.find((entry) => entry.method === wanted && entry.pattern.test(path));
    if (route) return route.template;
    return path === '/api' || path.startsWith('/api/') || path.startsWith('/judge0')
      ? UNMATCHED_ROUTE
      : WEB_ROUTE;
  };
  // Most traffic repeats a few URLs: looked up by method, then by the URL as it came (no string is built
  // per request). The cache is dropped whole when it fills, so it stays bounded.
  const cache = new Map<string, Map<string, string>>();
  let size = 0;
  return (method, url) => {
    let byUrl = cache.get(method);
    const known = byUrl?.get(url);
    if (known !== undefined) return known;
    const raw = url.split('?', 1)[0] ?? '';
    const template = find(method, raw.length > 1 && raw.endsWith('/') ? raw.slice(0, -1) : raw);
    if (size >= CACHE_LIMIT) {
      cache.clear();
      size = 0;
      byUrl = undefined;
    }
    if (!byUrl) cache.set(method, (byUrl = new Map<string, string>()));
    byUrl.set(url, template);
    size += 1;
    return template;
  };
}
