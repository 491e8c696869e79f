// `pnpm bench:gate`: the CI gate on the two costs that every request and every test pay. It runs a short
// `pnpm bench reads drivers` and fails when
// - a public read costs the production build of the API (`pnpm build` first) more than GATE_READS_CPU_RATIO
//   (0.5) times the CPU of bare Express sending the same bytes (median of the ratios of interleaved rounds,
//   each side's CPU time read from /proc), or
// - a bwrap test costs more than GATE_BWRAP_RATIO times a bare exec of the same binary (median of
//   interleaved runs).
// Ratios measured in the same run move little with other load on the machine, where absolute figures do not.
// A reads figure over its limit is measured again, up to twice, and the last measure decides: a regression
// is over the limit every time, a host that slowed for a minute rarely is three times running.
// Reads run on PGlite only: a public read is answered from the serialised-document cache, so the database
// does not take part in its per-request CPU, and one database keeps the gate short.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Figure } from './lib/figures.js';

const RUN = fileURLToPath(new URL('./run.ts', import.meta.url));

type Limit = { name: string; max: number; what: string };

// Issue #27 asked for 1.35 when a read cost about 1.2 times bare Express. Since the public-read lane
// (middleware/public-read-lane.ts) a read costs 0.23-0.30 times: under 1.35, a regression of 50 us per
// request (0.66) would pass. The limit is today's level with a margin for a slow host, as for bwrap.
const readsLimit = Number(process.env.GATE_READS_CPU_RATIO ?? 0.5);
const bwrapLimit = Number(process.env.GATE_BWRAP_RATIO ?? 4.5);
const LIMITS: readonly Limit[] = [
  { name: 'reads.pglite.list_cpu_us_per_request', max: readsLimit, what: 'CPU per list read / bare Express' },
  {
    name: 'reads.pglite.problem_cpu_us_per_request',
    max: readsLimit,
    what: 'CPU per problem read / bare Express',
  },
  {
    name: 'driver.bwrap.added_per_test_ms',
    max: bwrapLimit,
    what: 'bwrap test / bare exec of the same binary',
  },
];

/** The figures the bench printed, and its exit code: a part that failed leaves its figures missing. */
function runBench(parts: readonly string[]): Promise<{ figures: Figure[]; code: number | null }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // What production runs, and what the limit was set on; the source through tsx costs more per call.
    READS_API: process.env.READS_API ?? 'build',
    // Seven: the median of more rounds moves less with a host that slows for a while.
    READS_ROUNDS: process.env.READS_ROUNDS ?? '7',
    READS_SECONDS: process.env.READS_SECONDS ?? '2',
    BENCH_RUNS: process.env.BENCH_RUNS ?? '60',
    BENCH_DRIVERS: 'bwrap',
  };
  delete env.PG_TEST_URL;
  delete env.DATABASE_URL;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', RUN, ...parts], {
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (out += chunk));
    child.once('error', reject);
    child.once('close', (code) => {
      // Figures come out as each part ends: what a failed part left is still shown and judged.
      resolve({
        code,
        figures: out
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as Figure),
      });
    });
  });
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const loadBefore = load();
const started = Date.now();
const first = await runBench(['reads', 'drivers']);
const overLimit = (figures: readonly Figure[], limit: Limit) => {
  const ratio = figures.find((f) => f.name === limit.name)?.ratio;
  return ratio === undefined || ratio === null || ratio > limit.max;
};
const readsLimits = LIMITS.filter((limit) => limit.name.startsWith('reads.'));
/** A reads figure over its limit is measured again, at most this many times; the last measure decides. */
const READS_REMEASURES = 2;
let figures = first.figures;
let code = first.code;
for (
  let again = 0;
  again < READS_REMEASURES && code === 0 && readsLimits.some((limit) => overLimit(figures, limit));
  again++
) {
  for (const limit of readsLimits) {
    const figure = figures.find((f) => f.name === limit.name);
    process.stdout.write(
      `measured again: ${limit.name} = ${String(figure?.ratio ?? 'missing')}, limit ${String(limit.max)}\n`,
    );
  }
  const next = await runBench(['reads']);
  code = next.code;
  figures = [...next.figures, ...first.figures.filter((f) => !f.name.startsWith('reads.'))];
}
let failed = code === 0 ? 0 : 1;
process.stdout.write(
  `bench gate (load average ${loadBefore} before, ${load()} after; ${String(Math.round((Date.now() - started) / 1000))} s)\n`,
);
if (code !== 0) process.stdout.write(`FAIL pnpm bench reads drivers exited with ${String(code)}\n`);
for (const limit of LIMITS) {
  const figure = figures.find((f) => f.name === limit.name);
  const ratio = figure?.ratio ?? null;
  const ok = !overLimit(figures, limit);
  if (!ok) failed++;
  const shown =
    figure === undefined
      ? 'missing'
      : `${String(ratio)} (${String(figure.value)} ${figure.unit} against ${String(figure.baseline)})`;
  process.stdout.write(
    `${ok ? 'pass' : 'FAIL'} ${limit.name}: ${limit.what} = ${shown}, limit ${String(limit.max)}\n`,
  );
}
if (failed > 0) {
  process.stdout.write(`bench gate failed: ${String(failed)} check(s) failed\n`);
  process.exit(1);
}
process.stdout.write('bench gate passed\n');
