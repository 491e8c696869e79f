// A language is data (DMOJ executor style): file names, compile and run commands, allowances, a self-test.
import type { LanguageId } from '@codecourt/contracts';

/** What one run may use, after the language's allowances; sizes in KB. */
export type RunResources = {
  cpuMs: number;
  wallMs: number;
  /** Peak RSS over which the run is killed as MLE. */
  memoryKb: number;
  addressSpaceKb: number;
  dataKb: number;
  stackKb: number;
  processes: number;
  openFiles: number;
};

export type CompileStep = {
  argv: (sourceFile: string) => string[];
  /** Files to keep as the artefact: fixed names, or every file the compiler wrote matching the pattern. */
  artefacts: readonly string[] | RegExp;
  resources: RunResources;
  env?: Readonly<Record<string, string>>;
};

export type SelfTest = { source: string; input: string; expected: string };

export type LanguageDefinition = {
  id: LanguageId;
  /** The file the source is saved as (Java names it after its public class). */
  sourceFile: (source: string) => string;
  compile?: CompileStep;
  /** The run command and its resources for a submission's time and memory limits. */
  run: (context: { sourceFile: string; timeMs: number; memoryKb: number }) => {
    argv: string[];
    resources: RunResources;
  };
  /** Extra environment beyond PATH, LANG, HOME, TMPDIR. */
  env?: Readonly<Record<string, string>>;
  /** How this language reports running out of memory on stderr (then the verdict is MLE, not RE). */
  outOfMemory: readonly RegExp[];
  /** Prints the toolchain's version; part of the artefact cache key. */
  versionCommand: readonly string[];
  selfTest: SelfTest;
};
