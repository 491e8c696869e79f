// `pnpm judge:check <id>`: a language's whole self-test on every driver this machine has. Per driver: the
// judge's self-test of the language (what a worker's presence heartbeat runs), then the conformance suite
// narrowed to it (JUDGE_CHECK_LANGUAGES) and the adversarial suite, as vitest runs them in CI. Docker runs
// only where the language's image (codecourt/judge-<image>) is built; a driver not run is said so. Exits 1
// when anything that ran failed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isLanguageId, type LanguageId, type SandboxDriver } from '../packages/contracts/src/index.js';
import { getLanguage } from '../packages/languages/src/index.js';
import { createJudge } from '../packages/judge/src/engine/create-judge.js';
import { dockerClient, imageId, imageName } from '../packages/judge/src/sandbox/docker-images.js';
import { driverStatus } from '../packages/judge/src/sandbox/driver-status.js';
import { TEST_JUDGE_CONFIG } from '../packages/judge/src/testing/test-config.js';

const DRIVERS: readonly SandboxDriver[] = ['process', 'bwrap', 'docker'];
const root = path.resolve(fileURLToPath(import.meta.url), '../..');

type Row = { driver: SandboxDriver; 'self-test': string; suites: string; seconds: number };

function languageArgument(): LanguageId {
  const value = process.argv[2] ?? '';
  if (isLanguageId(value)) return value;
  console.error(`usage: pnpm judge:check <language id>: "${value}" is no language file's id`);
  process.exit(2);
}
const id = languageArgument();

/** Why the driver cannot run the language here, or undefined when it can. */
async function notRunReason(driver: SandboxDriver): Promise<string | undefined> {
  if (driver === 'docker') {
    const image = imageName(id, TEST_JUDGE_CONFIG.docker.imagePrefix);
    try {
      if ((await imageId(dockerClient(), image)) === null)
        return `no image ${image} (docker/judge/build-offline.sh ${id})`;
    } catch (error) {
      return `the Docker daemon does not answer (${error instanceof Error ? error.message : String(error)})`;
    }
  }
  const status = await driverStatus(driver, TEST_JUDGE_CONFIG);
  return status.available ? undefined : status.reason;
}

async function selfTest(driver: SandboxDriver): Promise<string> {
  const judge = await createJudge({ config: TEST_JUDGE_CONFIG, sandbox: driver });
  try {
    const [row] = await judge.selfTest([id]);
    if (!row) return 'FAILED: no result';
    return row.ok ? `ok (${String(row.cpuMs)} ms CPU)` : `FAILED: ${row.verdict} ${row.message ?? ''}`.trim();
  } finally {
    await judge.close();
  }
}

/** The conformance (narrowed to the language) and adversarial suites on one driver, vitest's output shown. */
function suites(driver: SandboxDriver): string {
  const files = ['conformance', 'adversarial'].map(
    (suite) => `packages/judge/src/__tests__/${suite}.${driver}.test.ts`,
  );
  const result = spawnSync('npx', ['vitest', 'run', ...files], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, JUDGE_CHECK_LANGUAGES: id, JUDGE_REQUIRE_DRIVERS: driver },
  });
  return result.status === 0 ? 'ok' : `FAILED (vitest exit ${String(result.status ?? result.signal)})`;
}

const rows: Row[] = [];
for (const driver of DRIVERS) {
  const started = Date.now();
  const reason = await notRunReason(driver);
  if (reason) {
    console.log(`\n[judge:check] ${id} NOT RUN on ${driver}: ${reason}`);
    rows.push({ driver, 'self-test': `not run: ${reason}`, suites: 'not run', seconds: 0 });
    continue;
  }
  console.log(`\n[judge:check] ${id} on ${driver}`);
  const self = await selfTest(driver);
  const suite = suites(driver);
  rows.push({ driver, 'self-test': self, suites: suite, seconds: Math.round((Date.now() - started) / 1000) });
}

const language = getLanguage(id);
console.log(`\njudge:check ${id} (${language.name}, image ${language.image.name})`);
console.table(rows);
const failed = rows.some((row) => row['self-test'].startsWith('FAILED') || row.suites.startsWith('FAILED'));
const ran = rows.filter((row) => row.suites !== 'not run').length;
console.log(failed ? 'FAILED' : `passed on ${String(ran)} of ${String(DRIVERS.length)} drivers`);
process.exit(failed ? 1 : 0);
