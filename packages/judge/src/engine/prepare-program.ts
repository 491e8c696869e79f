// Puts a runnable program into a session's box: the source for interpreted languages, otherwise the
// compiled artefact, from the cache or from one compile in the sandbox (with its own limits).
import { posix } from 'node:path';
import { JUDGE_LIMITS, MESSAGES } from '@codecourt/contracts';
import type { JudgeCompileResult, ProgramFile } from '@codecourt/contracts';
import { compileWallFor } from '@codecourt/languages';
import type { CompileStep, Language, RunResources } from '@codecourt/languages';
import type { Sandbox, SandboxSession } from '../sandbox/types.js';
import type { ArtefactCache, ArtefactFile, CachedCompile } from './artefact-cache.js';
import { compileCacheKey } from './compile-cache-key.js';
import { COMPILE_FILE_SIZE_KB, COMPILE_OUTPUT_BYTES, programEnv, runSpec } from './run-spec.js';
import { SandboxFailure } from './sandbox-failure.js';
import { starvedByTheMachine } from './starved-by-the-machine.js';

export type PreparedProgram = {
  ok: boolean;
  sourceFile: string;
  /** Where runs see the language's prebuilt files (a class-data archive), when the sandbox has them. */
  prebuilt: string | undefined;
  compile: JudgeCompileResult;
};

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
/** NAME_MAX of every file system the boxes live on. */
const NAME_MAX_BYTES = 255;

/** A program's entry and, for a multi-file program, its other files and the entry's own path. */
export type ProgramText = {
  source: string;
  files?: readonly ProgramFile[] | undefined;
  entry?: string | undefined;
};

function entryFile(language: Language, source: string, entry: string | undefined): string {
  if (entry === undefined) return language.sourceFile(source);
  return language.entryFile ? language.entryFile(entry, source) : entry;
}

function nameTooLong(path: string): boolean {
  return path.split('/').some((part) => Buffer.byteLength(part) > NAME_MAX_BYTES);
}

export async function prepareProgram(
  context: PrepareContext,
  language: Language,
  program: string | ProgramText,
): Promise<PreparedProgram> {
  const { session } = context;
  const text = typeof program === 'string' ? { source: program } : program;
  // A byte order mark means nothing at the start of a source, and javac refuses it.
  const source = text.source.replace(/^\uFEFF/, '');
  const sourceFile = entryFile(language, source, text.entry);
  const files = (text.files ?? []).filter((file) => file.path !== sourceFile);
  const step = language.compile;
  const prebuilt = language.prebuilt ? await context.sandbox.prebuiltDir(language.id) : undefined;
  // A name the file system cannot hold (a Java class of 300 letters) is the source's fault, not the judge's.
  if ([sourceFile, ...files.map((f) => f.path)].some(nameTooLong)) {
    const output = language.entryFile ? MESSAGES.javaClassNameTooLong : MESSAGES.programPathInvalid;
    return {
      ok: false,
      sourceFile,
      prebuilt,
      compile: { required: Boolean(step), cached: false, ok: false, output, cpuMs: 0, wallMs: 0 },
    };
  }
  // Every file of a multi-file program sits in the box, whatever the compiler keeps: headers, modules, data.
  for (const file of files) await writeNested(session, file.path, file.content, 0o644);
  if (!step) {
    await writeNested(session, sourceFile, source);
    return {
      ok: true,
      sourceFile,
      prebuilt,
      compile: { required: false, cached: false, ok: true, output: '', cpuMs: 0, wallMs: 0 },
    };
  }
  const toolchain = await context.sandbox.toolchainVersion(language.id);
  const others = files.map((f) => f.path).filter((path) => step.sources?.test(path) ?? false);
  const argv = step.argv(sourceFile, prebuilt, others);
  const resources = compileResources(step, context.compileLimits);
  const key = compileCacheKey({
    driver: context.sandbox.name,
    language,
    step,
    toolchain,
    sourceFile,
    others,
    resources,
    source,
    files,
  });

  const cached = await context.cache.get(key);
  if (cached) {
    if (cached.ok) await writeArtefacts(session, cached.files);
    return { ok: cached.ok, sourceFile, prebuilt, compile: compileResult(cached, true, 0, 0) };
  }
  const started = Date.now();
  const running = context.inFlight.get(key);
  if (running) {
    // Someone else compiles this exact program right now: take their artefact into our box.
    const outcome = await running;
    if (outcome.ok) await writeArtefacts(session, outcome.files);
    return {
      ok: outcome.ok,
      sourceFile,
      prebuilt,
      compile: compileResult(outcome, true, 0, Date.now() - started),
    };
  }
  const compiling = compileInSession(session, language, { sourceFile, source, argv, resources, others });
  const shared = compiling.then(({ result }) => result);
  shared.catch(() => undefined);
  context.inFlight.set(key, shared);
  try {
    const { result, cacheable, cpuMs } = await compiling;
    if (cacheable) await context.cache.put(key, result);
    return {
      ok: result.ok,
      sourceFile,
      prebuilt,
      compile: compileResult(result, false, cpuMs, Date.now() - started),
    };
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
  for (const file of files) await writeNested(session, file.name, file.data, file.mode);
}

/** Writes a file whose path may name directories (a Java class in a package: a/b/Main.java). */
async function writeNested(
  session: SandboxSession,
  path: string,
  data: string | Buffer,
  mode?: number,
): Promise<void> {
  const parts = path.split('/').slice(0, -1);
  for (let i = 1; i <= parts.length; i += 1) await session.makeDirectory(parts.slice(0, i).join('/'));
  await session.writeFile(path, data, mode);
}

/** The box's files and those beside the sources (a packaged Java class compiles into its directory). */
async function compiledFiles(session: SandboxSession, sources: readonly string[]): Promise<string[]> {
  const dirs = new Set(sources.map((source) => posix.dirname(source)).filter((dir) => dir !== '.'));
  const names = await session.listFiles();
  for (const dir of dirs) names.push(...(await session.listFiles(dir)).map((name) => `${dir}/${name}`));
  return names;
}

function isArtefact(step: CompileStep, sourceFile: string, name: string): boolean {
  const { artefacts } = step;
  if (artefacts instanceof RegExp) return artefacts.test(name);
  return (typeof artefacts === 'function' ? artefacts(sourceFile) : artefacts).includes(name);
}

function compileResources(step: CompileStep, limits: CompileLimits = {}): RunResources {
  return {
    ...step.resources,
    ...(limits.cpuMs === undefined ? {} : { cpuMs: limits.cpuMs, wallMs: compileWallFor(limits.cpuMs) }),
    ...(limits.memoryKb === undefined ? {} : { memoryKb: limits.memoryKb }),
  };
}

/** Signals that come from outside the compile's own limits (the host's OOM killer, a shutdown). */
const HOST_SIGNALS = new Set([9, 15]);

async function compileInSession(
  session: SandboxSession,
  language: Language,
  compile: {
    sourceFile: string;
    source: string;
    argv: string[];
    resources: RunResources;
    others: readonly string[];
  },
): Promise<{ result: CachedCompile; cacheable: boolean; cpuMs: number }> {
  const { sourceFile, source, argv, resources, others } = compile;
  const step = language.compile;
  if (!step) throw new Error(`${language.id} has no compile step`);
  await writeNested(session, sourceFile, source);
  const spec = runSpec({
    argv,
    env: programEnv(session, language, step.env),
    stdin: '',
    resources,
    outputBytes: COMPILE_OUTPUT_BYTES,
    fileSizeKb: COMPILE_FILE_SIZE_KB,
    keepsFiles: true,
  });
  let report = await session.run(spec);
  // A package's one-second compile budget gives a compiler three seconds of wall clock, which a trivial C
  // file overran once on a busy CI host: a compile the machine starved runs again, and that run decides.
  if (starvedByTheMachine(report, resources.cpuMs)) report = await session.run(spec);
  const output = `${report.stderr.toString('utf8')}${report.stdout.toString('utf8')}`.trim();
  if (report.status === 'IE') throw new SandboxFailure(report.error ?? 'compiler did not start');
  // Killed from outside its limits, or its own driver says a child was: the host's fault, not the
  // source's. Never cached; the Internal Error lets the queue try again.
  const hostKilled =
    (report.status === 'SG' && report.killedBy === null && HOST_SIGNALS.has(report.signal ?? 0)) ||
    (report.status === 'RE' && (step.hostFailures ?? []).some((pattern) => pattern.test(output)));
  if (hostKilled) throw new SandboxFailure(`the compiler was killed by the host\n${output}`.trim());
  if (report.status === 'RE' || report.status === 'SG') {
    return { result: { ok: false, output }, cacheable: true, cpuMs: report.cpuMs };
  }
  if (report.status !== 'OK') {
    const message = [MESSAGES.compileLimitExceeded, output].filter(Boolean).join('\n');
    // CPU, memory and output limits depend on the source alone: a compile bomb costs once. Only the
    // wall clock depends on how busy the machine is.
    return {
      result: { ok: false, output: message },
      cacheable: report.killedBy !== 'wall',
      cpuMs: report.cpuMs,
    };
  }
  const names = (await compiledFiles(session, [sourceFile, ...others])).filter((name) =>
    isArtefact(step, sourceFile, name),
  );
  const files: ArtefactFile[] = [];
  for (const name of names) {
    files.push({
      name,
      mode: step.artefactMode ?? 0o755,
      data: await session.readFile(name, MAX_ARTEFACT_BYTES),
    });
  }
  // The compiler succeeded on a source that declares nothing (a Java file of comments): the source's doing.
  if (files.length === 0) {
    const message = [MESSAGES.compiledNothing, output].filter(Boolean).join('\n');
    return { result: { ok: false, output: message }, cacheable: true, cpuMs: report.cpuMs };
  }
  // A syntax check's success line (`ruby -c`: "Syntax OK") says nothing the verdict does not.
  const kept = step.output === 'on-failure' ? '' : output;
  return { result: { ok: true, files, output: kept }, cacheable: true, cpuMs: report.cpuMs };
}
