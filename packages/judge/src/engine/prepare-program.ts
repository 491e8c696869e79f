// Puts a runnable program into a session's box: the source for interpreted languages, otherwise the
// compiled artefact, from the cache or from one compile in the sandbox (with its own limits).
import { createHash } from 'node:crypto';
import { JUDGE_LIMITS, MESSAGES } from '@codecourt/contracts';
import type { JudgeCompileResult } from '@codecourt/contracts';
import { wallFor } from '@codecourt/languages';
import type { Language } from '@codecourt/languages';
import type { Sandbox, SandboxSession } from '../sandbox/types.js';
import type { ArtefactCache, ArtefactFile, CachedCompile } from './artefact-cache.js';
import { COMPILE_FILE_SIZE_KB, COMPILE_OUTPUT_BYTES, programEnv, runSpec } from './run-spec.js';
import { SandboxFailure } from './sandbox-failure.js';

export type PreparedProgram = { ok: boolean; sourceFile: string; compile: JudgeCompileResult };

/** Operators may tighten or widen every compiler's budget (CPU time and peak memory). */
export type CompileLimits = { cpuMs?: number; memoryKb?: number };

export type PrepareContext = {
  sandbox: Sandbox;
  session: SandboxSession;
  compileLimits?: CompileLimits;
  cache: ArtefactCache;
  /** Compiles of the same key already under way in this process: wait for them instead. */
  inFlight: Map<string, Promise<CachedCompile>>;
};

const MAX_ARTEFACT_BYTES = COMPILE_FILE_SIZE_KB * 1024;

export async function prepareProgram(
  context: PrepareContext,
  language: Language,
  source: string,
): Promise<PreparedProgram> {
  const { session } = context;
  const sourceFile = language.sourceFile(source);
  const step = language.compile;
  if (!step) {
    await session.writeFile(sourceFile, source);
    return {
      ok: true,
      sourceFile,
      compile: { required: false, cached: false, ok: true, output: '', cpuMs: 0, wallMs: 0 },
    };
  }
  const toolchain = await context.sandbox.toolchainVersion(language.id);
  const key = createHash('sha256')
    .update(JSON.stringify([context.sandbox.name, language.id, toolchain, step.argv(sourceFile), source]))
    .digest('hex');

  const cached = await context.cache.get(key);
  if (cached) {
    if (cached.ok) await writeArtefacts(session, cached.files);
    return { ok: cached.ok, sourceFile, compile: compileResult(cached, true, 0, 0) };
  }
  const started = Date.now();
  const running = context.inFlight.get(key);
  if (running) {
    // Someone else compiles this exact program right now: take their artefact into our box.
    const outcome = await running;
    if (outcome.ok) await writeArtefacts(session, outcome.files);
    return { ok: outcome.ok, sourceFile, compile: compileResult(outcome, true, 0, Date.now() - started) };
  }
  const compiling = compileInSession(session, language, sourceFile, source, context.compileLimits);
  const shared = compiling.then(({ result }) => result);
  shared.catch(() => undefined);
  context.inFlight.set(key, shared);
  try {
    const { result, cacheable, cpuMs } = await compiling;
    if (cacheable) await context.cache.put(key, result);
    return { ok: result.ok, sourceFile, compile: compileResult(result, false, cpuMs, Date.now() - started) };
  } finally {
    context.inFlight.delete(key);
  }
}

function compileResult(
  outcome: CachedCompile,
  cached: boolean,
  cpuMs: number,
  wallMs: number,
): JudgeCompileResult {
  return {
    required: true,
    cached,
    ok: outcome.ok,
    output: outcome.output.slice(0, JUDGE_LIMITS.compileOutputBytes),
    cpuMs,
    wallMs,
  };
}

async function writeArtefacts(session: SandboxSession, files: readonly ArtefactFile[]): Promise<void> {
  for (const file of files) await session.writeFile(file.name, file.data, file.mode);
}

async function compileInSession(
  session: SandboxSession,
  language: Language,
  sourceFile: string,
  source: string,
  limits: CompileLimits = {},
): Promise<{ result: CachedCompile; cacheable: boolean; cpuMs: number }> {
  const step = language.compile;
  if (!step) throw new Error(`${language.id} has no compile step`);
  await session.writeFile(sourceFile, source);
  const report = await session.run(
    runSpec({
      argv: step.argv(sourceFile),
      env: programEnv(session, language, step.env),
      stdin: '',
      resources: {
        ...step.resources,
        ...(limits.cpuMs === undefined ? {} : { cpuMs: limits.cpuMs, wallMs: wallFor(limits.cpuMs) }),
        ...(limits.memoryKb === undefined ? {} : { memoryKb: limits.memoryKb }),
      },
      outputBytes: COMPILE_OUTPUT_BYTES,
      fileSizeKb: COMPILE_FILE_SIZE_KB,
    }),
  );
  const output = `${report.stderr.toString('utf8')}${report.stdout.toString('utf8')}`.trim();
  if (report.status === 'IE') throw new SandboxFailure(report.error ?? 'compiler did not start');
  if (report.status === 'RE') return { result: { ok: false, output }, cacheable: true, cpuMs: report.cpuMs };
  if (report.status !== 'OK') {
    const message = [MESSAGES.compileLimitExceeded, output].filter(Boolean).join('\n');
    return { result: { ok: false, output: message }, cacheable: false, cpuMs: report.cpuMs };
  }
  const names = (await session.listFiles()).filter((name) =>
    step.artefacts instanceof RegExp ? step.artefacts.test(name) : step.artefacts.includes(name),
  );
  const files: ArtefactFile[] = [];
  for (const name of names) {
    files.push({
      name,
      mode: step.artefactMode ?? 0o755,
      data: await session.readFile(name, MAX_ARTEFACT_BYTES),
    });
  }
  if (files.length === 0) throw new SandboxFailure('the compiler produced no artefact');
  return { result: { ok: true, files, output }, cacheable: true, cpuMs: report.cpuMs };
}
