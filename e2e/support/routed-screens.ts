import { readFileSync } from 'node:fs';
import path from 'node:path';
import { paths } from '../../apps/web/src/config/paths.js';
import { REPO_ROOT } from './app-server.js';

const ROUTER = path.join(REPO_ROOT, 'apps/web/src/app/router.tsx');

/** `paths.admin.editContest` → '/admin/contests/:contestId/edit', read through the object the router uses. */
function patternOf(dotted: string): string {
  let node: unknown = paths;
  for (const key of dotted.split('.')) node = (node as Record<string, unknown>)[key];
  const pattern = (node as { path?: unknown }).path;
  if (typeof pattern !== 'string') throw new Error(`paths.${dotted} has no path`);
  return pattern;
}

/**
 * Every route pattern the SPA's router declares, in its order: the index route as '/', `paths.x.y.path` as
 * its pattern, and a literal path (the catch-all '*') as written. Read from router.tsx, so a new screen is
 * in the list without anyone adding it here.
 */
export function routedPatterns(): string[] {
  const source = readFileSync(ROUTER, 'utf8');
  const patterns: string[] = [];
  for (const match of source.matchAll(/index:\s*true|path:\s*paths\.([\w.]+)\.path|path:\s*'([^']+)'/g)) {
    if (match[1] !== undefined) patterns.push(patternOf(match[1]));
    else if (match[2] !== undefined) patterns.push(match[2]);
    else patterns.push('/');
  }
  return patterns;
}
