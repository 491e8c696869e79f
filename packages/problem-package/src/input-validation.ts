// Input validators (Kattis format): each program reads one test input on stdin and exits 42 when it is
// valid, 43 (or anything else) when it is not. They run through the judge as one request per
// validator, every input a test, so the import and problems:verify refuse a package whose own data
// breaks its format, with the validator's words.
import { JUDGE_LIMITS } from '@codecourt/contracts';
import type { JudgeRequest, JudgeResult } from '@codecourt/contracts';
import { checktestdataRefusal } from './checktestdata-inputs.js';
import type { NamedTests } from './checktestdata-inputs.js';
import type { InputValidator, PackageLimits, ProblemPackage } from './package-schema.js';

const VALID = 42;
/** A validator's budget per input: the format's typical validation time, within the judge's bounds. */
const TIME_MS = Math.min(JUDGE_LIMITS.maxTimeMs, 10_000);
const MEMORY_KB = Math.min(JUDGE_LIMITS.maxMemoryKb, 1024 * 1024);
/** A refusal stays short enough to read in an error response or a terminal line. */
const MESSAGE_CHARS = 400;

type RunJudge = (request: JudgeRequest) => Promise<JudgeResult>;

/**
 * What the input validators read: the programs, the compile limits they build within and the inputs to
 * check (a whole package on import; a stored problem's changed tests on an edit).
 */
export type ValidatorInputs = Pick<ProblemPackage, 'inputValidators'> & {
  limits: Pick<PackageLimits, 'compileMs' | 'compileMemoryKb'>;
  samples: NamedTests['tests'];
  secrets: NamedTests['tests'];
};

function testNames(pkg: ValidatorInputs): string[] {
  const name = (folder: string, index: number, given: string | undefined) =>
    `data/${folder}/${given ?? String(index + 1)}.in`;
  return [
    ...pkg.samples.map((t, i) => name('sample', i, t.name)),
    ...pkg.secrets.map((t, i) => name('secret', i, t.name)),
  ];
}

export function inputValidationRequest(pkg: ValidatorInputs, validator: InputValidator): JudgeRequest {
  const { compileMs, compileMemoryKb } = pkg.limits;
  return {
    ...validator.program,
    tests: [...pkg.samples, ...pkg.secrets].map((t) => ({ input: t.input, expected: '' })),
    limits: { timeMs: TIME_MS, memoryKb: MEMORY_KB },
    // The package's compilation limits (the format's 60 s by default): a validator.h of many
    // templates must not be refused for a slow compile on a busy machine.
    compileLimits: {
      ...(compileMs === undefined ? {} : { cpuMs: compileMs }),
      ...(compileMemoryKb === undefined ? {} : { memoryKb: compileMemoryKb }),
    },
    mode: 'all',
  };
}

/** undefined when the validator accepted every input; otherwise which input and what it said. */
export function inputRefusal(
  pkg: ValidatorInputs,
  validator: InputValidator,
  result: JudgeResult,
): string | undefined {
  const refuse = (what: string) => `${validator.path} ${what}`.slice(0, MESSAGE_CHARS);
  if (!result.compile.ok) return refuse(`does not compile: ${result.compile.output.trim()}`);
  const names = testNames(pkg);
  if (result.tests.length < names.length) return refuse(`did not run: ${result.message ?? result.verdict}`);
  const failed = result.tests.find((t) => t.exitCode !== VALID);
  if (!failed) return undefined;
  const said = (failed.stderr.trim() || failed.stdout.trim() || failed.message || '').trim();
  const ended = failed.exitCode === null ? failed.verdict : `exit code ${String(failed.exitCode)}`;
  return refuse(`refuses ${names[failed.index] ?? ''} (${ended})${said ? `: ${said}` : ''}`);
}

/** Every refusal of the package's input validators (empty when its inputs are all valid). */
export async function validateInputs(judge: RunJudge, pkg: ValidatorInputs): Promise<string[]> {
  const refusals: string[] = [];
  for (const validator of pkg.inputValidators) {
    const refusal = inputRefusal(pkg, validator, await judge(inputValidationRequest(pkg, validator)));
    if (refusal !== undefined) refusals.push(refusal);
  }
  return refusals;
}

/**
 * Every refusal of the checktestdata scripts, then of the input validators, as an import gives them: a
 * script's refusal comes first and alone (it needs no judge).
 */
export async function inputRefusals(
  judge: RunJudge,
  check: ValidatorInputs & Pick<ProblemPackage, 'checktestdata'>,
): Promise<string[]> {
  const scripted = checktestdataRefusal(check.checktestdata, [
    { folder: 'sample', tests: check.samples },
    { folder: 'secret', tests: check.secrets },
  ]);
  return scripted === undefined ? validateInputs(judge, check) : [scripted];
}
