// The engine: compile once, run every test in one sandbox session, check, summarise.
import { judgeRequestSchema } from '@codecourt/contracts';
import type {
  JudgeRequest,
  JudgeResult,
  JudgeTestResult,
  ResolvedJudgeRequest,
  ValidatorLimits,
} from '@codecourt/contracts';
import { createCustomValidator } from './custom-validator.js';
import { createDefaultChecker } from '../checkers/default-checker.js';
import { createTrimmedLinesChecker } from '../checkers/trimmed-lines-checker.js';
import type { OutputChecker } from '../checkers/types.js';
import { getLanguage } from '@codecourt/languages';
import type { Sandbox, SandboxSession } from '../sandbox/types.js';
import type { ArtefactCache, CachedCompile } from './artefact-cache.js';
import { prepareProgram } from './prepare-program.js';
import type { CompileLimits, PreparedProgram } from './prepare-program.js';
import { runTests } from './run-tests.js';
import type { JudgeSlot, JudgeSpareSlot } from './places.js';
import { createInteractor } from './interactor.js';
import type { Interactor } from './interactor.js';
import { createPipes } from '../sandbox/pipes.js';
import type { Pipes } from '../sandbox/pipes.js';
import { scoreSubmission } from './scoring.js';

export type EngineContext = {
  sandbox: Sandbox;
  cache: ArtefactCache;
  inFlight: Map<string, Promise<CachedCompile>>;
  compileLimits?: CompileLimits;
};

const NOT_COMPILED = { required: false, cached: false, ok: false, output: '', cpuMs: 0, wallMs: 0 };

/** Scoring problems: each test's, each group's and the total score; a test that never ran scores as failed. */
function scored(
  request: ResolvedJudgeRequest,
  tests: JudgeTestResult[],
  notRun: JudgeTestResult['verdict'] = 'Internal Error',
): Partial<Pick<JudgeResult, 'score' | 'groups' | 'verdict'>> {
  if (!request.scoring) return {};
  const outcomes = request.tests.map((test, index) => {
    const result = tests.find((t) => t.index === index);
    return {
      verdict: result?.verdict ?? notRun,
      group: test.group,
      score: result?.score,
      visible: test.visible,
    };
  });
  const scores = scoreSubmission(outcomes, request.scoring);
  for (const result of tests) {
    const score = scores.testScores[result.index];
    if (score === undefined) delete result.score;
    else result.score = score;
  }
  // The package's verdict rules (legacy grader_flags) decide the verdict when it sets any.
  return {
    score: scores.score,
    groups: scores.groups,
    ...(scores.verdict === undefined ? {} : { verdict: scores.verdict }),
  };
}

function summarise(
  driver: Sandbox['name'],
  request: ResolvedJudgeRequest,
  program: PreparedProgram,
  tests: JudgeTestResult[],
): JudgeResult {
  const failed = tests.find((t) => t.verdict !== 'Accepted');
  const scores = scored(request, tests, program.ok ? undefined : 'Compilation Error');
  const verdict = scores.verdict ?? failed?.verdict ?? 'Accepted';
  // A message explains a rejection; an accepted verdict by the rules carries none.
  const message = verdict === 'Accepted' ? undefined : failed?.message;
  return {
    ...scores,
    verdict,
    ...(message === undefined ? {} : { message }),
    compile: program.compile,
    tests,
    testsPassed: tests.filter((t) => t.verdict === 'Accepted').length,
    totalTests: request.tests.length,
    runtimeMs: Math.max(0, ...tests.map((t) => t.cpuMs)),
    memoryKb: Math.max(0, ...tests.map((t) => t.memoryKb)),
    driver,
  };
}

function internalError(
  driver: Sandbox['name'],
  request: ResolvedJudgeRequest,
  error: unknown,
  program?: PreparedProgram,
): JudgeResult {
  return {
    verdict: 'Internal Error',
    message: error instanceof Error ? error.message : String(error),
    compile: program?.compile ?? NOT_COMPILED,
    tests: [],
    testsPassed: 0,
    totalTests: request.tests.length,
    runtimeMs: 0,
    memoryKb: 0,
    driver,
  };
}

async function createChecker(
  context: EngineContext,
  spec: ResolvedJudgeRequest['checker'],
  limits: ValidatorLimits | undefined,
): Promise<OutputChecker> {
  switch (spec.kind) {
    case 'custom':
      return createCustomValidator(context, spec.validator, { limits, args: spec.args ?? [] });
    case 'trimmed-lines':
      return createTrimmedLinesChecker();
    case 'default':
      return createDefaultChecker(spec.flags);
    // The interactor decides each test itself (interactor.ts); no output is left to check.
    case 'interactive':
      return createDefaultChecker({});
  }
}

/** What a caller may follow, or schedule, while a submission is judged. */
export type JudgeHooks = {
  onTest?: (result: JudgeTestResult) => void;
  /**
   * Each piece of work takes a place of the caller's (DOMjudge's judge tasks): the session's opening and
   * the compile, then each test on its own, so other submissions' tests can run between two of this
   * one's. The session stays open between them. Default: everything at once.
   */
  slot?: JudgeSlot;
  /**
   * A place free right now that nobody else waits for: further tests of the submission run there at
   * once, each place with a session of its own (spread-tests.ts). Default: none, one session.
   */
  spare?: JudgeSpareSlot;
};

export type { JudgeSlot, JudgeSpareSlot };

const AT_ONCE: JudgeSlot = (work) => work();

/** Never throws for a valid request: sandbox failures come back as Internal Error (retryable). */
export async function judgeSubmission(
  engine: EngineContext,
  input: JudgeRequest,
  hooks: JudgeHooks = {},
): Promise<JudgeResult> {
  const request = judgeRequestSchema.parse(input);
  // A package's compilation limits take the place of the operator's for every compile it asks for.
  const context = request.compileLimits
    ? { ...engine, compileLimits: { ...engine.compileLimits, ...request.compileLimits } }
    : engine;
  const language = getLanguage(request.language);
  const driver = context.sandbox.name;
  const slot = hooks.slot ?? AT_ONCE;
  // Filled inside the first slot; closed here whatever happened.
  const open: {
    program?: PreparedProgram;
    checker?: OutputChecker;
    session?: SandboxSession;
    interactor?: Interactor;
    pipes?: Pipes;
  } = {};
  /** The sessions spare places opened: each has the program (from the artefact cache) and is closed here. */
  const spareSessions: SandboxSession[] = [];
  // A spare that cannot be opened hands its test back to the submission's own session: spreading is a
  // bonus, never a reason for a verdict.
  const openSpareSession = async (): Promise<SandboxSession | undefined> => {
    try {
      const session = await context.sandbox.open({
        language: language.id,
        memoryKb: request.limits.memoryKb,
      });
      spareSessions.push(session);
      const prepared = await prepareProgram({ ...context, session }, language, request);
      return prepared.ok ? session : undefined;
    } catch {
      return undefined;
    }
  };
  try {
    const program = await slot(async () => {
      if (request.checker.kind === 'interactive') open.pipes = await createPipes();
      const pipes = open.pipes;
      const session = await context.sandbox.open({
        language: language.id,
        memoryKb: request.limits.memoryKb,
        ...(pipes ? { pipes: pipes.hostDir } : {}),
      });
      open.session = session;
      open.program = await prepareProgram({ ...context, session }, language, request);
      if (!open.program.ok) return open.program;
      open.checker = await createChecker(context, request.checker, request.validatorLimits);
      if (request.checker.kind === 'interactive' && pipes)
        open.interactor = await createInteractor(context, request.checker.interactor, {
          pipes: pipes.hostDir,
          limits: request.validatorLimits,
          args: request.checker.args ?? [],
        });
      return open.program;
    });
    if (!program.ok) {
      return {
        ...summarise(driver, request, program, []),
        verdict: 'Compilation Error',
        message: program.compile.output,
      };
    }
    const { session, checker } = open;
    if (!session || !checker) throw new Error('the program was prepared without a session or checker');
    const tests = await runTests({
      session,
      language,
      sourceFile: program.sourceFile,
      prebuilt: program.prebuilt,
      request,
      checker,
      interactor: open.interactor,
      slot,
      ...(hooks.spare && { spread: { spare: hooks.spare, openSession: openSpareSession } }),
      ...(hooks.onTest ? { onTest: hooks.onTest } : {}),
    });
    return summarise(driver, request, program, tests);
  } catch (error) {
    return internalError(driver, request, error, open.program);
  } finally {
    await Promise.allSettled([
      open.checker?.close(),
      open.interactor?.close(),
      open.session?.close(),
      ...spareSessions.map((session) => session.close()),
    ]);
    await open.pipes?.remove();
  }
}
