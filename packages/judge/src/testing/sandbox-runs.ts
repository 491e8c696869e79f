// A sandbox whose sessions pass every program run through a function first: tests record what ran,
// the Java benchmark rewrites how it starts. Everything else is the sandbox's own.
import type { RunReport, RunSpec, Sandbox, SandboxSession } from '../sandbox/types.js';

export type RunThrough = (spec: RunSpec, run: (spec: RunSpec) => Promise<RunReport>) => Promise<RunReport>;

export function throughRuns(sandbox: Sandbox, through: RunThrough): Sandbox {
  const wrap = (session: SandboxSession): SandboxSession => ({
    driver: session.driver,
    boxPath: session.boxPath,
    baseEnv: session.baseEnv,
    run: (spec) => through(spec, (next) => session.run(next)),
    writeFile: (path, data, mode) => session.writeFile(path, data, mode),
    readFile: (path, maxBytes) => session.readFile(path, maxBytes),
    listFiles: (path) => session.listFiles(path),
    makeDirectory: (path) => session.makeDirectory(path),
    close: () => session.close(),
  });
  return { ...sandbox, open: async (options) => wrap(await sandbox.open(options)) };
}
