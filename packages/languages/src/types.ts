// A language is one plain-data file (DMOJ executor style): what users see (name, editor), how packages
// name it (extensions, Kattis name), how the judge builds and runs it, its image and its self-test.
// No Node APIs here: the contracts and the web app import these definitions too.

/** What one run may use, after the language's allowances; sizes in KB. */
export type RunResources = {
  cpuMs: number;
  wallMs: number;
  /** Peak RSS over which the run is killed as MLE. */
  memoryKb: number;
  addressSpaceKb: number;
  dataKb: number;
  /** RLIMIT_STACK; 0 keeps the runner's own, UNLIMITED_STACK_KB (-1) lifts it. */
  stackKb: number;
  processes: number;
  openFiles: number;
};

/** Extra environment of a program; a function when a value must name the box (the sandbox's work dir). */
export type LanguageEnv =
  Readonly<Record<string, string>> | ((context: { box: string }) => Readonly<Record<string, string>>);

/**
 * Files every compile or run of a language reuses (a precompiled header, a class-data archive), built
 * once per toolchain outside any submission and shown to programs read-only.
 */
export type PrebuiltStep = {
  /** Written into the directory before the build (relative path to text). */
  files: Readonly<Record<string, string>>;
  /** The build, run in that directory, whose absolute path it receives. */
  argv: (dir: string) => string[];
  /**
   * Files of `files` that are real files of the repository (name to path from its root): image builds
   * copy them in (docker/judge) instead of carrying their text a second time.
   */
  fromRepository?: Readonly<Record<string, string>>;
};

export type CompileStep = {
  /**
   * `prebuilt` is where the language's prebuilt files are, when the sandbox has them; `others` are the
   * program's other files that `sources` matches (a multi-file program), compiled with the entry.
   */
  argv: (sourceFile: string, prebuilt?: string, others?: readonly string[]) => string[];
  /** Which of a multi-file program's other files the compiler is given beside the entry (by path). */
  sources?: RegExp;
  /**
   * Files to keep as the artefact: fixed names, names derived from the entry's path, or every file the
   * compiler wrote matching the pattern.
   */
  artefacts: readonly string[] | RegExp | ((sourceFile: string) => readonly string[]);
  /** The artefacts' file mode in the box (default 0o755: executables). */
  artefactMode?: number;
  resources: RunResources;
  env?: LanguageEnv;
  /**
   * Which compiler output a submission shows: `'always'` (the default: a compiled program's warnings
   * stay beside its verdict) or `'on-failure'`, for a syntax check that prints a success line (`ruby -c`'s
   * "Syntax OK") that would otherwise show as compiler output on every accepted submission.
   */
  output?: 'always' | 'on-failure';
  /**
   * What the compiler prints when the host, not the source, stopped one of its processes (a child
   * killed by the OOM killer): such a failure is retried, never cached as a Compilation Error.
   */
  hostFailures?: readonly RegExp[];
};

/**
 * Which file of a multi-file program is its entry when nothing (submissions.json) names it, as Kattis
 * problem tools decide: the one file `sources` matches, else one of the `conventional` names (in order),
 * else the one source `declaresMain` matches; none or several, and the package must name it.
 */
export type ProgramEntryRule = {
  /** Files that may hold the program's start: the language's sources, by path. */
  sources: RegExp;
  /** What declares the start in a source's text; none: nothing does (a script starts at its top). */
  declaresMain?: RegExp;
  /** Names that are the entry by convention, checked before the content. */
  conventional?: readonly string[];
};

export type SelfTest = { source: string; input: string; expected: string };

/** Where a language's judge image comes from: `<prefix><name>`, built offline from these Debian packages. */
export type LanguageImage = {
  name: string;
  debianPackages: readonly string[];
  /**
   * npm packages installed globally on top (exact `name@version`: a compiler Debian does not carry, such
   * as TypeScript's): the offline image, the official recipe (`npm i -g`) and CI's hosts install the same.
   */
  npmPackages?: readonly string[];
};

/**
 * Whether the workspace editor offers the language: on every problem, only on problems that have a
 * template in it, right after the language of `programsOf` wherever that one is offered, or never (the
 * judge still runs it, e.g. for validators and imported packages).
 */
export type EditorOffer = 'always' | 'with-template' | 'beside-programs-of' | 'never';

export type LanguageDefinition<Id extends string = string, Name extends string = string> = {
  /** What run and submit take in `language`. */
  id: Id;
  /** What users see, and what `startCode[].language` holds. */
  name: Name;
  /**
   * The packaged toolchain's version as users know it ('GCC 12.2', 'OpenJDK 17'): what the image's
   * Debian or npm packages install, shown on the languages page, the API and the Contest API.
   */
  version: string;
  /** Source file extensions in problem packages; the first is the one written back. */
  extensions: readonly [string, ...string[]];
  /** The Kattis problem-package language name, and a shebang that marks a source without a known extension. */
  kattis: { name: string; shebang?: RegExp };
  /** Monaco's language id for syntax highlighting. */
  monaco: string;
  /**
   * The language as a Judge0 1.13 server lists it, for the Judge0-compatible mount (`GET /languages` answers
   * this id and name; none: Judge0 lacks the language). The mount's table is made from these alone.
   */
  judge0?: { id: number; name: string };
  editor: EditorOffer;
  /**
   * Every problem of the library ships its starter code, harness and a function-only accepted solution in
   * this language (problem-library.test.ts holds every package to it); absent: the library need not.
   */
  library?: true;
  /**
   * The language whose programs this one runs as they are (PyPy 3: Python's): a problem's starter code
   * and harness in that language serve this one too.
   */
  programsOf?: string;
  /**
   * What users must know of the toolchain before they write for it (docs/languages.md shows it): where
   * Debian's version is older than current code expects, which class a file becomes, and so on.
   */
  note?: string;
  /** How a comment to the end of the line starts (tests append notes to programs with it). */
  lineComment: string;
  /** What closes that comment, in a language that has only block comments (OCaml's `*)`). */
  commentEnd?: string;
  image: LanguageImage;
  entry: ProgramEntryRule;
  /**
   * What users must know of the entry file's name where the name carries meaning (a class or module is
   * named after it, or it after one); absent: the source is simply saved as `sourceFile`'s name.
   */
  fileNameRule?: string;
  /** The file the source is saved as (Java names it after its public class). */
  sourceFile: (source: string) => string;
  /**
   * Where a multi-file program's entry goes when the program names it: the name it was given, unless
   * the language names files after their content (Java: after the public class).
   */
  entryFile?: (entry: string, source: string) => string;
  compile?: CompileStep;
  prebuilt?: PrebuiltStep;
  /** The run command and its resources for a submission's time and memory limits. */
  run: (context: { sourceFile: string; timeMs: number; memoryKb: number; prebuilt?: string | undefined }) => {
    argv: string[];
    resources: RunResources;
  };
  /**
   * The command that runs many tests in one process, each as if alone (the judge's engine/batch-runs.ts
   * speaks its protocol); only where the prebuilt files (which hold its runner) are. Resources are run's.
   */
  batch?: (context: {
    sourceFile: string;
    memoryKb: number;
    prebuilt: string;
    /** What all the batch's tests may write to stdout together. */
    outputBytes: number;
    /** The stderr each test keeps. */
    stderrBytes: number;
    /** What all the batch's tests may keep of stderr together. */
    stderrBudget: number;
  }) => string[];
  /** Extra environment beyond PATH, LANG, HOME, TMPDIR. */
  env?: LanguageEnv;
  /** How this language reports running out of memory on stderr (then the verdict is MLE, not RE). */
  outOfMemory: readonly RegExp[];
  /** Prints the toolchain's version; part of the artefact cache key. */
  versionCommand: readonly string[];
  selfTest: SelfTest;
};

/** Keeps a definition's id and name as literal types, so the registry can derive typed tuples from them. */
export function defineLanguage<const Id extends string, const Name extends string>(
  definition: LanguageDefinition<Id, Name>,
): LanguageDefinition<Id, Name> {
  return definition;
}

/** `text` (one line) as a comment of the language: a line comment, or a block closed on the same line. */
export function commentLine(
  language: Pick<LanguageDefinition, 'lineComment' | 'commentEnd'>,
  text: string,
): string {
  return language.commentEnd === undefined
    ? `${language.lineComment} ${text}`
    : `${language.lineComment} ${text} ${language.commentEnd}`;
}
