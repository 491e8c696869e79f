// D16's list of the routes that read a problem is generated from the route table (pnpm docs:problem-reads):
// it fails here when the page is out of date, when a route naming a problem declares no read, or when a
// declared query is not one of the rule's.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRepoRoot } from '../../../lib/repo-root.js';
import { ROUTE_TABLE } from '../../../route-table.js';
import {
  PROBLEM_READS_PAGE,
  RULE_QUERIES,
  namesAProblem,
  problemReadOf,
  problemReadsList,
  withProblemReads,
} from '../visibility/problem-reads-page.js';

const nameOf = (route: (typeof ROUTE_TABLE)[number]) =>
  `${route.method.toUpperCase()} ${route.mount ?? '/api'}${route.path}`;

describe('the route to query list of D16', () => {
  it('when a route names a problem by its path, then it declares how it reads it', () => {
    const naming = ROUTE_TABLE.filter(namesAProblem);
    const undeclared = naming.filter((route) => !problemReadOf(route)).map(nameOf);

    expect(naming.length).toBeGreaterThan(30);
    expect(undeclared).toEqual([]);
  });

  it('when a route declares its read, then every query it names is one of the rule’s', () => {
    const unknown = ROUTE_TABLE.flatMap((route) =>
      (route.problemRead?.queries ?? [])
        .filter((query) => !RULE_QUERIES.has(query))
        .map((query) => `${nameOf(route)}: ${query}`),
    );

    expect(unknown).toEqual([]);
  });

  it('when the route table is listed, then the decision record holds exactly that list', async () => {
    const page = await readFile(path.join(findRepoRoot(), PROBLEM_READS_PAGE), 'utf8');
    const list = problemReadsList(ROUTE_TABLE);

    expect(list).toContain('`GET /api/problem/problemById/{id}`: VISITOR');
    expect(page).toBe(withProblemReads(page, list));
  });
});
