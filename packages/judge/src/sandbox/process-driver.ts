// `process` driver: the native runner straight on the host, rlimits only (plus a uid drop when we are
// root). For development machines without bwrap or Docker; it refuses to start in production.
import { spawn } from 'node:child_process';
import { chmod, chown, rm } from 'node:fs/promises';
import type { SandboxSettings } from '../config/judge-config.js';
import { buildRunner } from '../native/build-runner.js';
import { hostPrebuilt } from './host-prebuilt.js';
import { hostToolchainVersion } from './host-toolchain.js';
import { createBox, sweepOrphanBoxes } from './process-boxes.js';
import { atPriority } from './priority.js';
import { openRunnerSession } from './runner-session.js';
import { spawnTransport } from './spawn-transport.js';
import type { Sandbox, SandboxSession } from './types.js';

export const HOST_PATH = '/usr/local/bin:/usr/bin:/bin';

export type ProcessDriverOptions = Pick<SandboxSettings, 'production' | 'runnerDir' | 'compiler'> &
  Partial<Pick<SandboxSettings, 'nice'>> & {
    sandboxUid?: number;
  };

export function createProcessDriver(options: ProcessDriverOptions): Sandbox {
  if (options.production) {
    throw new Error(
      'The process sandbox driver only applies rlimits and refuses to run with NODE_ENV=production; use bwrap or docker',
    );
  }
  const isRoot = process.getuid?.() === 0;
  const uid = options.sandboxUid ?? 65534;
  const swept = sweepOrphanBoxes().catch(() => 0);

  return {
    name: 'process',
    toolchainVersion: hostToolchainVersion,
    prebuiltDir: async (language) => {
      const runner = await buildRunner({ root: options.runnerDir, compiler: options.compiler });
      return hostPrebuilt(language, runner.dir, HOST_PATH);
    },
    dispose: () => Promise.resolve(),
    open: async ({ pipes }): Promise<SandboxSession> => {
      await swept;
      const runner = await buildRunner({ root: options.runnerDir, compiler: options.compiler });
      const box = await createBox();
      const removeBox = () => rm(box, { recursive: true, force: true });
      try {
        if (isRoot) await chown(box, uid, uid);
        await chmod(box, 0o700);
        const [command, argv] = atPriority(options.nice ?? 0, runner.path, []);
        const child = spawn(command, argv, { cwd: box, env: {}, stdio: ['pipe', 'pipe', 'pipe'] });
        return await openRunnerSession({
          driver: 'process',
          boxPath: box,
          baseEnv: { PATH: HOST_PATH, TMPDIR: box },
          pipesPath: pipes,
          settings: isRoot ? { uid, gid: uid } : {},
          transport: spawnTransport(child),
          cleanup: removeBox,
        });
      } catch (error) {
        await removeBox();
        throw error;
      }
    },
  };
}
