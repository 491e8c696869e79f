// `pnpm docs:problem-reads`: rewrites D16's list of the routes that read a problem, and the rule's query
// that serves each, from the route table. `--check` writes nothing and exits 1 when the page differs.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROUTE_TABLE } from '../apps/api/src/route-table.js';
import {
  PROBLEM_READS_PAGE,
  problemReadsList,
  withProblemReads,
} from '../apps/api/src/modules/problems/visibility/problem-reads-page.js';

const file = path.join(path.resolve(fileURLToPath(import.meta.url), '../..'), PROBLEM_READS_PAGE);
const current = readFileSync(file, 'utf8');
const next = withProblemReads(current, problemReadsList(ROUTE_TABLE));

if (process.argv.includes('--check')) {
  if (next !== current)
    console.error(`${PROBLEM_READS_PAGE} differs from the route table: run pnpm docs:problem-reads`);
  process.exit(next === current ? 0 : 1);
}
if (next !== current) {
  writeFileSync(file, next);
  console.log(`wrote ${PROBLEM_READS_PAGE}`);
}
