// (a) Per-test overhead of each sandbox driver against the same compiled binary spawned bare, interleaved
// in one run so machine load hits both alike; plus each driver's fixed cost per submission (open + close).
import { spawn } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SANDBOX_DRIVERS } from '../packages/contracts/src/index.js';
import type { SandboxDriver } from '../packages/contracts/src/index.js';
import { createSandbox, getLanguage, loadJudgeConfig } from '../packages/judge/src/index.js';
import type { RunSpec, Sandbox, SandboxSession } from '../packages/judge/src/index.js';
import { emit, median, say, timed } from './lib/figures.js';
import { compileTinyProgram, TINY_INPUT, TINY_OUTPUT } from './lib/tiny-program.js';

const TARGET_ADDED_MS: Readonly<Record<SandboxDriver, number | null>> = {
  bwrap: 8,
  docker: 15,
  process: null,
};
const TARGET_FIXED_MS: Readonly<Record<SandboxDriver, number | null>> = {
  bwrap: null,
  docker: 300,
  process: null,
};
const MEMORY_KB = 256 * 1024;

function runBare(binary: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, [], { stdio: ['pipe', 'pipe', 'ignore'], env: {} });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (out += chunk));
    child.once('error', reject);
    child.once('close', () => {
      resolve(out);
    });
    child.stdin.end(TINY_INPUT);
  });
}

const SHELL_BATCH = 10;

/** The binary's own cost without Node: a shell times a batch of plain execs (stdin from a file) itself. */
function runShellBatch(binary: string, inputFile: string): Promise<number> {
  const script = `s=$(date +%s%N); i=0; while [ $i -lt ${String(SHELL_BATCH)} ]; do "$0" < "$1" > /dev/null; i=$((i+1)); done; e=$(date +%s%N); echo $(( (e - s) / 1000 ))`;
  return new Promise((resolve, reject) => {
    const child = spawn('/bin/sh', ['-c', script, binary, inputFile], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (out += chunk));
    child.once('error', reject);
    child.once('close', () => {
      resolve(Number(out.trim()) / 1000 / SHELL_BATCH);
    });
  });
}

function tinySpec(session: SandboxSession): RunSpec {
  const { argv, resources } = getLanguage('cpp').run({
    sourceFile: 'main.cpp',
    timeMs: 2_000,
    memoryKb: MEMORY_KB,
  });
  return {
    argv,
    env: { LANG: 'C.UTF-8', ...session.baseEnv, HOME: session.boxPath },
    stdin: TINY_INPUT,
    ...resources,
    outputBytes: 1024 * 1024,
    stderrBytes: 64 * 1024,
    fileSizeKb: 1024,
  };
}

async function openWithBinary(sandbox: Sandbox, binary: Buffer): Promise<SandboxSession> {
  const session = await sandbox.open({ language: 'cpp', memoryKb: MEMORY_KB });
  await session.writeFile('main', binary, 0o755);
  return session;
}

type Lane = { driver: SandboxDriver; sandbox: Sandbox; session: SandboxSession; samples: number[] };

async function openLanes(binary: Buffer): Promise<Lane[]> {
  const lanes: Lane[] = [];
  // BENCH_DRIVERS=bwrap,docker measures only those (the CI gate needs bwrap alone).
  const only = process.env.BENCH_DRIVERS?.split(',');
  for (const driver of SANDBOX_DRIVERS) {
    if (only && !only.includes(driver)) continue;
    try {
      const sandbox = await createSandbox(driver, loadJudgeConfig(process.env));
      const session = await openWithBinary(sandbox, binary);
      const report = await session.run(tinySpec(session));
      if (report.stdout.toString() !== TINY_OUTPUT)
        throw new Error(
          `the tiny program answered ${report.status} ${report.stdout.toString()} ${report.error ?? ''}`,
        );
      lanes.push({ driver, sandbox, session, samples: [] });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      say(`${driver} driver unavailable: ${reason}`);
      emit({
        name: `driver.${driver}.added_per_test_ms`,
        value: null,
        unit: 'ms',
        baseline: null,
        target: targetText(TARGET_ADDED_MS[driver]),
        note: `driver unavailable here: ${reason}`,
      });
    }
  }
  return lanes;
}

function targetText(ms: number | null): string | null {
  return ms === null ? null : `<= ${String(ms)} ms`;
}

export async function benchDriverOverhead(options: { runs: number; sessions: number }): Promise<void> {
  const tiny = await compileTinyProgram();
  try {
    const binary = await readFile(tiny.binary);
    const lanes = await openLanes(binary);
    const inputFile = join(tiny.dir, 'input');
    await writeFile(inputFile, TINY_INPUT);
    const bare: number[] = [];
    const shell: number[] = [];
    say(
      `driver overhead: ${String(options.runs)} interleaved runs of the tiny binary, bare and in ${lanes.map((l) => l.driver).join(', ')}`,
    );
    for (let i = 0; i < options.runs; i++) {
      bare.push((await timed(() => runBare(tiny.binary))).ms);
      shell.push(await runShellBatch(tiny.binary, inputFile));
      for (const lane of lanes)
        lane.samples.push((await timed(() => lane.session.run(tinySpec(lane.session)))).ms);
    }
    const nodeSpawn = median(bare);
    const baseline = median(shell);
    emit({
      name: 'bare.node_spawn_per_test_ms',
      value: nodeSpawn,
      unit: 'ms',
      baseline: null,
      target: null,
      note: `median wall of ${String(options.runs)} direct spawns of the tiny C++ binary from Node (stdin 2 numbers, stdout 1 line)`,
    });
    emit({
      name: 'bare.exec_per_test_ms',
      value: baseline,
      unit: 'ms',
      baseline: nodeSpawn,
      target: null,
      note: `median over ${String(options.runs)} batches of ${String(SHELL_BATCH)} plain execs of the same binary timed inside /bin/sh: the binary's own cost, the baseline of the added figures`,
    });
    for (const lane of lanes) {
      const perTest = median(lane.samples);
      emit({
        name: `driver.${lane.driver}.per_test_ms`,
        value: perTest,
        unit: 'ms',
        baseline: nodeSpawn,
        target: null,
        note: `median wall of one test in an open ${lane.driver} session (runner round trip, seen from Node); baseline = a bare spawn from Node`,
      });
      emit({
        name: `driver.${lane.driver}.added_per_test_ms`,
        value: perTest - baseline,
        unit: 'ms',
        baseline,
        target: targetText(TARGET_ADDED_MS[lane.driver]),
        ratio: perTest / baseline,
        note: `median ${lane.driver} per-test wall minus the binary's median bare exec cost (same binary and input, interleaved); ratio = per-test / bare exec`,
      });
      await lane.session.close();
      const fixed: number[] = [];
      for (let i = 0; i < options.sessions; i++) {
        fixed.push((await timed(async () => (await openWithBinary(lane.sandbox, binary)).close())).ms);
      }
      emit({
        name: `driver.${lane.driver}.fixed_per_submission_ms`,
        value: median(fixed),
        unit: 'ms',
        baseline: null,
        target: targetText(TARGET_FIXED_MS[lane.driver]),
        note: `median of ${String(options.sessions)} session open + artefact copy + close (paid once per submission)`,
      });
      await lane.sandbox.dispose();
    }
  } finally {
    await rm(tiny.dir, { recursive: true, force: true });
  }
}
