// `pnpm test:e2e`: the end-to-end files in shards that run side by side, each vitest process with its own
// production server (the suite's global setup), so no file shares state with a file of another shard. The files
// mostly wait on a browser and a server, so two shards on two cores take about half the time of one.
// `pnpm test:e2e <filters…>` runs one vitest process over the matching files, as before. After the shards, the
// contest file runs again on two API instances behind one port when a PostgreSQL server and Redis are named.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readTestDurations } from './test-durations-file.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const E2E_DIR = path.join(ROOT, 'e2e');
const CONFIG = path.join(E2E_DIR, 'vitest.config.ts');

// Seconds each file took in the last CI run (test-durations.json, `pnpm test:durations`); a file not listed
// counts as DEFAULT_SECONDS. Only the balance of the shards depends on these figures, never a result.
const SECONDS = readTestDurations().e2e;
const DEFAULT_SECONDS = 15;

type Shard = { files: string[]; seconds: number };

/** Longest first, each file to the shard with the least work so far. */
function splitIntoShards(files: string[], count: number): Shard[] {
  const shards: Shard[] = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  const weight = (file: string) => SECONDS[file] ?? DEFAULT_SECONDS;
  const ordered = [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b));
  for (const file of ordered) {
    const lightest = shards.reduce((min, shard) => (shard.seconds < min.seconds ? shard : min));
    lightest.files.push(file);
    lightest.seconds += weight(file);
  }
  return shards.filter((shard) => shard.files.length > 0);
}

function vitest(args: string[], env: NodeJS.ProcessEnv, capture: boolean) {
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', '--config', CONFIG, ...args],
    {
      cwd: ROOT,
      env,
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number; output: string }>((resolve) => {
    child.on('close', (code) => {
      resolve({ code: code ?? 1, output });
    });
  });
}

async function main(): Promise<number> {
  const filters = process.argv.slice(2);
  const count = Number(process.env.E2E_SHARDS ?? 2);
  if (!Number.isInteger(count) || count < 1) throw new Error('E2E_SHARDS must be a positive integer');
  if (filters.length > 0 || count === 1) return (await vitest(filters, process.env, false)).code;

  const files = readdirSync(E2E_DIR).filter((file) => file.endsWith('.test.ts'));
  const shards = splitIntoShards(files, count);
  console.log(`e2e: ${files.length} files in ${shards.length} shards, each with its own server`);
  const runs = shards.map(async (shard, index) => {
    const name = `e2e-${index + 1}`;
    const env = { ...process.env, VITEST_JSON_NAME: name };
    const { code, output } = await vitest(
      shard.files.map((file) => path.join(E2E_DIR, file)),
      env,
      true,
    );
    // Printed whole when the shard ends, so two shards' lines never interleave.
    console.log(`\n--- ${name}: ${shard.files.join(' ')}\n${output}`);
    return code;
  });
  const codes = [...(await Promise.all(runs)), await twoInstanceRun()];
  return codes.some((code) => code !== 0) ? 1 : 0;
}

/**
 * The contest flow once more on two production APIs behind one port (issue #39), after the shards: it needs
 * a PostgreSQL server and Redis (CI's PG_TEST_URL and REDIS_TEST_URL), and says so when it cannot run.
 */
async function twoInstanceRun(): Promise<number> {
  if (!process.env.PG_TEST_URL || !process.env.REDIS_TEST_URL) {
    console.log(
      '\ne2e: the contest flow on two API instances NOT RUN: it needs PG_TEST_URL and REDIS_TEST_URL',
    );
    return 0;
  }
  const env = { ...process.env, E2E_API_INSTANCES: '2', VITEST_JSON_NAME: 'e2e-two-instances' };
  const { code, output } = await vitest([path.join(E2E_DIR, 'contests.test.ts')], env, true);
  console.log(`\n--- e2e-two-instances: contests.test.ts on two API instances behind one port\n${output}`);
  return code;
}

process.exitCode = await main();
