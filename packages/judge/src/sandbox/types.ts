// The one interface every sandbox driver implements, and the commands/reports it carries (go-judge style: data, not code).
import type { LanguageId, SandboxDriver } from '@codecourt/contracts';
import type { RunResources } from '@codecourt/languages';

/**
 * One program execution inside a session: the language's resources (CPU, wall, peak RSS, and the
 * RLIMIT_AS / RLIMIT_DATA caps, 0 = none) plus the output caps. Sizes in KB unless named otherwise.
 */
export type RunSpec = RunResources & {
  argv: readonly string[];
  /** The program's whole environment: nothing else is inherited. */
  env: Readonly<Record<string, string>>;
  stdin: string | Buffer;
  outputBytes: number;
  stderrBytes: number;
  fileSizeKb: number;
};

export const RUN_STATUSES = ['OK', 'RE', 'SG', 'TLE', 'MLE', 'OLE', 'IE'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];
export type KilledBy = 'cpu' | 'wall' | 'memory' | 'output' | 'file_size';

/** What the native runner measured, isolate style. */
export type RunReport = {
  status: RunStatus;
  cpuMs: number;
  wallMs: number;
  memoryKb: number;
  exitCode: number | null;
  signal: number | null;
  /** Everything the program wrote to stdout, captured or not. */
  outputBytes: number;
  stderrTotalBytes: number;
  stdout: Buffer;
  stderr: Buffer;
  killedBy: KilledBy | null;
  error?: string;
};

export type SessionOptions = {
  language: LanguageId;
  /** The largest memory limit any run of this session asks for; containers are sized from it. */
  memoryKb: number;
  /**
   * A host directory (sandbox/pipes.ts) shared with another session, where an interactive problem's
   * program and interactor find the FIFOs that connect them; programs see it at `pipesPath`.
   */
  pipes?: string;
};

/** A private box: its files live at paths relative to the box, which is also every program's cwd and HOME. */
export type SandboxSession = {
  readonly driver: SandboxDriver;
  /** The box's absolute path as programs see it. */
  readonly boxPath: string;
  /** PATH (and the like) that programs need in this sandbox. */
  readonly baseEnv: Readonly<Record<string, string>>;
  /** Where programs see the session's `pipes` directory, when it was opened with one. */
  readonly pipesPath?: string;
  run(spec: RunSpec): Promise<RunReport>;
  writeFile(relativePath: string, data: string | Buffer, mode?: number): Promise<void>;
  readFile(relativePath: string, maxBytes: number): Promise<Buffer>;
  listFiles(relativePath?: string): Promise<string[]>;
  makeDirectory(relativePath: string): Promise<void>;
  /** Ends every process of the session and removes the box. Safe to call twice. */
  close(): Promise<void>;
};

export type Sandbox = {
  readonly name: SandboxDriver;
  open(options: SessionOptions): Promise<SandboxSession>;
  /** Identifies the toolchain a language compiles with here (part of the artefact cache key). */
  toolchainVersion(language: LanguageId): Promise<string>;
  /**
   * Where programs see the language's prebuilt files (its `prebuilt`), built once per
   * toolchain; undefined when this sandbox has none (compiles then simply do without).
   */
  prebuiltDir(language: LanguageId): Promise<string | undefined>;
  /** Releases driver-wide resources. */
  dispose(): Promise<void>;
};
