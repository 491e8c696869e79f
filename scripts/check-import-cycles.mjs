// `pnpm lint:cycles`: fails on an import cycle in any app or package, type-only imports included (a cycle
// of types still ties two modules together). Two levels: between files, and between the folders a
// newcomer reads as units (`modules/<name>`, `features/<name>`, then each top-level folder or root file),
// so `user` -> `session` -> `user` fails even when no single file closes the loop. Tests and test helpers
// sit on top of everything they test and are left out of the folder level.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import madge from 'madge';

// `--skip apps/x` leaves a workspace out while its known cycles are being untangled.
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { skip: { type: 'string', multiple: true, default: [] } },
});
const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const workspaces = (
  positionals.length > 0
    ? positionals
    : ['apps', 'packages'].flatMap((group) =>
        readdirSync(path.join(root, group), { withFileTypes: true })
          .filter((entry) => entry.isDirectory() && existsSync(path.join(root, group, entry.name, 'src')))
          .map((entry) => `${group}/${entry.name}`),
      )
).filter((workspace) => !values.skip.includes(workspace));

const GROUPED = new Set(['modules', 'features']);
const isTestFile = (file) => /(^|\/)(__tests__|testing)\//.test(file) || /\.test\.tsx?$/.test(file);

function unitOf(file) {
  const parts = file.split('/');
  if (parts.length === 1) return file;
  return GROUPED.has(parts[0]) && parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0];
}

/** Strongly connected components with more than one node (Tarjan). */
function cyclicGroups(graph) {
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (node) => {
    indexOf.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), indexOf.get(next)));
    }
    if (low.get(node) === indexOf.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node);
  return groups;
}

const problems = [];
for (const workspace of workspaces) {
  const dir = path.join(root, workspace);
  const result = await madge(path.join(dir, 'src'), {
    fileExtensions: ['ts', 'tsx'],
    tsConfig: path.join(dir, 'tsconfig.json'),
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  });
  for (const cycle of result.circular())
    problems.push(`${workspace}/src files: ${[...cycle, cycle[0]].join(' -> ')}`);

  const units = new Map();
  const because = new Map();
  for (const [file, imports] of Object.entries(result.obj())) {
    if (isTestFile(file)) continue;
    const from = unitOf(file);
    if (!units.has(from)) units.set(from, new Set());
    for (const imported of imports) {
      const to = unitOf(imported);
      if (to === from || isTestFile(imported)) continue;
      units.get(from).add(to);
      if (!because.has(`${from}|${to}`)) because.set(`${from}|${to}`, `${file} imports ${imported}`);
    }
  }
  for (const group of cyclicGroups(units)) {
    const edges = group.flatMap((from) =>
      group.filter((to) => units.get(from)?.has(to)).map((to) => `    ${because.get(`${from}|${to}`)}`),
    );
    problems.push(`${workspace}/src folders: ${group.join(' <-> ')}\n${edges.join('\n')}`);
  }
}

if (problems.length > 0) {
  for (const problem of problems) console.error(`import cycle in ${problem}`);
  console.error(`${problems.length} import cycle(s): make the dependency point one way.`);
  process.exit(1);
}
console.log(
  `no import cycles in ${workspaces.join(', ')}${values.skip.length > 0 ? ` (skipped: ${values.skip.join(', ')})` : ''}`,
);
