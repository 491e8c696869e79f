// What users are told of a language (docs/languages.md, GET /api/judge/languages, the Contest API's
// languages), derived from its definition alone so the three can never disagree with what the judge runs.
import type { LanguageDefinition, RunResources } from './types.js';

/** The program every description shows: a source named `Main`, as the self-tests compile it. */
export const SAMPLE_SOURCE = 'Main';
/** The limits every description's commands and allowances are worked out at: 1 s and 256 MiB. */
export const SAMPLE_TIME_MS = 1000;
export const SAMPLE_MEMORY_MIB = 256;

export type LanguageDescription = {
  id: string;
  name: string;
  version: string;
  extensions: string[];
  /** The sample's file name, as the judge saves it. */
  sourceFile: string;
  fileNameRule: string;
  /** The compiler's argv for the sample; null: the language has no compile step. */
  compile: string[] | null;
  run: string[];
  versionCommand: string[];
  memory: {
    /** The problem’s memory limit these figures are for. */
    problemMiB: number;
    /** Peak RSS over which the run is Memory Limit Exceeded. */
    peakRssMiB: number;
    /** What the runtime (a JVM, the BEAM) may hold beyond the problem’s memory. */
    runtimeAllowanceMiB: number;
    /** The address-space cap, under which even untouched reservations count; null: none. */
    addressSpaceMiB: number | null;
    summary: string;
  };
  time: {
    /** CPU time per second of the problem’s limit. */
    multiplier: number;
    /** CPU time added whatever the limit: the runtime's start-up. */
    startupMs: number;
    summary: string;
  };
};

const KB_PER_MIB = 1024;
const mib = (kb: number) => kb / KB_PER_MIB;

/** A shell-readable command line: arguments with spaces or quotes (Erlang's -eval) stay one argument. */
export function commandLine(argv: readonly string[]): string {
  return argv
    .map((arg) => (/^[\w@%+=:,./{}-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", `'\\''`)}'`))
    .join(' ');
}

function memoryOf(resources: RunResources): LanguageDescription['memory'] {
  const peakRssMiB = mib(resources.memoryKb);
  const runtimeAllowanceMiB = peakRssMiB - SAMPLE_MEMORY_MIB;
  const addressSpaceMiB = resources.addressSpaceKb > 0 ? mib(resources.addressSpaceKb) : null;
  const peak =
    runtimeAllowanceMiB > 0
      ? `Peak RSS up to ${String(peakRssMiB)} MiB: the problem’s ${String(SAMPLE_MEMORY_MIB)} MiB plus ${String(runtimeAllowanceMiB)} MiB for the runtime`
      : `Peak RSS held at the problem’s ${String(SAMPLE_MEMORY_MIB)} MiB`;
  const space =
    addressSpaceMiB === null
      ? 'address space not capped: peak RSS alone is held'
      : `address space capped at ${String(addressSpaceMiB)} MiB, so memory reserved but never touched counts too`;
  return {
    problemMiB: SAMPLE_MEMORY_MIB,
    peakRssMiB,
    runtimeAllowanceMiB,
    addressSpaceMiB,
    summary: `${peak}; ${space}.`,
  };
}

/**
 * The multiplier and start-up allowance from two runs' CPU limits: every language's formula is linear in
 * the problem’s limit (a factor, plus a constant for a runtime's start), so two points give both.
 */
function timeOf(cpuMsAt: (timeMs: number) => number): LanguageDescription['time'] {
  const atOne = cpuMsAt(SAMPLE_TIME_MS);
  const multiplier = (cpuMsAt(2 * SAMPLE_TIME_MS) - atOne) / SAMPLE_TIME_MS;
  const startupMs = atOne - multiplier * SAMPLE_TIME_MS;
  const factor =
    multiplier === 1 ? 'The problem’s time limit' : `${String(multiplier)}× the problem’s time limit`;
  const startup = startupMs > 0 ? `, plus ${String(startupMs)} ms for the runtime’s start` : '';
  return { multiplier, startupMs, summary: `${factor}${startup} (CPU time).` };
}

export function describeLanguage(language: LanguageDefinition): LanguageDescription {
  const sourceFile = language.sourceFile(SAMPLE_SOURCE);
  const runAt = (timeMs: number) =>
    language.run({ sourceFile, timeMs, memoryKb: SAMPLE_MEMORY_MIB * KB_PER_MIB });
  const sample = runAt(SAMPLE_TIME_MS);
  return {
    id: language.id,
    name: language.name,
    version: language.version,
    extensions: [...language.extensions],
    sourceFile,
    fileNameRule: language.fileNameRule ?? `Saved as \`${sourceFile}\`.`,
    compile: language.compile ? language.compile.argv(sourceFile) : null,
    run: sample.argv,
    versionCommand: [...language.versionCommand],
    memory: memoryOf(sample.resources),
    time: timeOf((timeMs) => runAt(timeMs).resources.cpuMs),
  };
}
