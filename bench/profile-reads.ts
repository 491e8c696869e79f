// `node --conditions=source --import tsx bench/profile-reads.ts [list|problem]`: where a public read's CPU goes. Starts the production API (as
// `pnpm bench reads` does, with request logging and metrics on) under `node --cpu-prof`, loads one route
// with autocannon, stops it and charges every sample of the loaded phase to the nearest part of ours (or
// library) on its stack: the breakdown quoted in docs/benchmarks.md. DATABASE_URL picks PostgreSQL.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startProductionApi } from './lib/production-api.js';

type CallFrame = { functionName: string; url: string };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number };

/** The nearest frame on the stack that one of these matches names the sample's part (first rule wins per frame). */
const PARTS: readonly (readonly [string, (frame: CallFrame) => boolean])[] = [
  ['access log + request id', (f) => /request-logger|request-log\.ts|\/pino\//.test(f.url)],
  ['metrics', (f) => /modules\/metrics\/|\/prom-client\//.test(f.url)],
  ['security headers + CORS', (f) => /security-headers|\/cors\/|\/helmet\//.test(f.url)],
  ['one-layer chain', (f) => f.url.includes('middleware/one-layer')],
  ['public route: path, cache lookup', (f) => /public-routes|public-documents|cached-responses/.test(f.url)],
  ['public-read lane: headers, res.end', (f) => f.url.includes('public-read-lane')],
  ['send: ETag check, headers, res.end', (f) => f.url.includes('send-serialised-json')],
  ['Express app + router', (f) => /\/(express|router|finalhandler|parseurl)\//.test(f.url)],
];

function partOf(stack: readonly CallFrame[]): string {
  const [leaf] = stack;
  if (!leaf) return '(none)';
  if (leaf.functionName === '(garbage collector)') return 'garbage collection';
  if (leaf.functionName === '(idle)') return '(idle)';
  if (leaf.functionName === '(program)') return 'V8/native (program)';
  for (const frame of stack) {
    const part = PARTS.find(([, matches]) => matches(frame));
    if (part) return part[0];
  }
  if (stack.some((f) => /_http_server|_http_common/.test(f.url))) return 'Node HTTP parser + server';
  if (stack.some((f) => /node:net|stream_base|node:internal\/stream/.test(f.url))) return 'Node socket I/O';
  return `other (${leaf.url.replace(/^.*node_modules\//, '') || leaf.functionName})`;
}

/** Per part, where its time went: the leaf functions (PROFILE_LEAVES=1 prints the top ones). */
const leaves = new Map<string, Map<string, number>>();

function breakdown(profile: Profile, fromUs: number, toUs: number): Map<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const stackOf = (id: number): CallFrame[] => {
    const stack: CallFrame[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const node = byId.get(at);
      if (node) stack.push(node.callFrame);
    }
    return stack;
  };
  const parts = new Map<string, number>();
  let time = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    time += delta;
    if (time < fromUs || time > toUs) return;
    const stack = stackOf(id);
    const part = partOf(stack);
    parts.set(part, (parts.get(part) ?? 0) + delta);
    const leaf = stack[0]
      ? `${stack[0].functionName || '(anonymous)'} ${stack[0].url.replace(/^.*\//, '')}`
      : '';
    const byLeaf = leaves.get(part) ?? new Map<string, number>();
    byLeaf.set(leaf, (byLeaf.get(leaf) ?? 0) + delta);
    leaves.set(part, byLeaf);
  });
  return parts;
}

const route = process.argv[2] === 'list' ? 'list' : 'problem';
const seconds = Number(process.env.PROFILE_SECONDS ?? 10);
const profileDir = await mkdtemp(join(tmpdir(), 'codecourt-profile-'));
const dataDir = await mkdtemp(join(tmpdir(), 'codecourt-profile-data-'));
const api = await startProductionApi(dataDir, process.env.DATABASE_URL, [
  '--cpu-prof',
  `--cpu-prof-dir=${profileDir}`,
]);
try {
  const list = (await (await fetch(`${api.url}/api/problem/getAllProblem`)).json()) as { _id: string }[];
  const path =
    route === 'list' ? '/api/problem/getAllProblem' : `/api/problem/problemById/${list[0]?._id ?? ''}`;
  await autocannon({ url: `${api.url}${path}`, connections: 50, duration: 2 });
  // V8's profile timestamps are CLOCK_MONOTONIC microseconds, the clock of process.hrtime in every process.
  const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);
  const from = monotonicUs();
  const result = await autocannon({ url: `${api.url}${path}`, connections: 50, duration: seconds });
  const to = monotonicUs();
  await api.stop();
  const [file] = (await readdir(profileDir)).filter((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error('no .cpuprofile was written');
  const profile = JSON.parse(await readFile(join(profileDir, file), 'utf8')) as Profile;
  const parts = breakdown(profile, from, to);
  parts.delete('(idle)');
  const busy = [...parts.values()].reduce((a, b) => a + b, 0);
  process.stdout.write(
    `GET ${path} on ${process.env.DATABASE_URL ? 'postgres' : 'pglite'}: ${String(Math.round(result.requests.average))} rps, busy CPU ${(busy / 1e6).toFixed(2)} s over ${String(result.requests.total)} requests = ${(busy / result.requests.total).toFixed(1)} us each\n`,
  );
  for (const [part, us] of [...parts].sort((a, b) => b[1] - a[1])) {
    process.stdout.write(
      `${((100 * us) / busy).toFixed(1).padStart(5)} %  ${(us / result.requests.total).toFixed(1).padStart(6)} us  ${part}\n`,
    );
    if (process.env.PROFILE_LEAVES !== '1') continue;
    for (const [leaf, leafUs] of [...(leaves.get(part) ?? [])].sort((a, b) => b[1] - a[1]).slice(0, 8))
      process.stdout.write(
        `                    ${(leafUs / result.requests.total).toFixed(1).padStart(6)} us  ${leaf}\n`,
      );
  }
} finally {
  await api.stop();
  await rm(profileDir, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
}
