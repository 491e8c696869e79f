// `bwrap` driver: one bubblewrap sandbox per session, the runner inside it, every run in fresh
// user+pid+mount namespaces below that (runner `isolate`). bwrap runs as an unprivileged uid, so
// RLIMIT_NPROC holds and nothing inside has any capability on the host.
import { spawn } from 'node:child_process';
import { relative } from 'node:path';
import type { LanguageId } from '@codecourt/contracts';
import type { SandboxSettings } from '../config/judge-config.js';
import { buildRunner } from '../native/build-runner.js';
import { BWRAP_BOX, BWRAP_RUNNER_DIR, bwrapArgs } from './bwrap-args.js';
import { hostPrebuilt } from './host-prebuilt.js';
import { hostToolchainVersion } from './host-toolchain.js';
import { HOST_PATH } from './process-driver.js';
import { MEMORY_PROTECTION_SETTINGS } from './memory-protection.js';
import { atPriority } from './priority.js';
import { openRunnerSession } from './runner-session.js';
import { spawnTransport } from './spawn-transport.js';
import type { Sandbox, SandboxSession, SessionOptions } from './types.js';
import { SHARED_PIPES } from './pipes.js';

export type BwrapDriverOptions = Pick<SandboxSettings, 'bwrapPath' | 'runnerDir' | 'compiler'> &
  Partial<Pick<SandboxSettings, 'nice'>> & {
    /** The uid sandboxes run as when the judge itself is root. */
    sandboxUid?: number;
    boxBytes?: number;
    tmpBytes?: number;
  };

const MB = 1024 * 1024;

export function createBwrapDriver(options: BwrapDriverOptions): Sandbox {
  const bwrap = options.bwrapPath;
  const uid = options.sandboxUid ?? 65534;
  const isRoot = process.getuid?.() === 0;

  const open = async ({ pipes }: SessionOptions): Promise<SandboxSession> => {
    const runner = await buildRunner({ root: options.runnerDir, compiler: options.compiler });
    const args = bwrapArgs({
      runnerDir: runner.dir,
      boxBytes: options.boxBytes ?? 128 * MB,
      tmpBytes: options.tmpBytes ?? 16 * MB,
      shmBytes: 4 * MB,
      pipes,
    });
    // An empty environment: bwrap's own process is the sandbox's pid 1, whose environ a program could read.
    // bwrap runs under the runner's reaper, which waits for every process it leaves: no zombie bwrap.
    const [command, argv] = atPriority(options.nice ?? 0, runner.path, ['--reap', bwrap, ...args]);
    const child = spawn(command, argv, {
      env: {},
      stdio: ['pipe', 'pipe', 'pipe'],
      ...(isRoot ? { uid, gid: uid } : {}),
    });
    return openRunnerSession({
      driver: 'bwrap',
      boxPath: BWRAP_BOX,
      baseEnv: { PATH: HOST_PATH },
      pipesPath: pipes === undefined ? undefined : SHARED_PIPES,
      settings: { isolate: 1, ...MEMORY_PROTECTION_SETTINGS },
      transport: spawnTransport(child, 'SIGTERM'),
    });
  };

  // Built on the host next to the runner, whose directory every sandbox mounts read-only.
  const prebuiltDir = async (language: LanguageId): Promise<string | undefined> => {
    const runner = await buildRunner({ root: options.runnerDir, compiler: options.compiler });
    const dir = await hostPrebuilt(language, runner.dir, HOST_PATH);
    return dir === undefined ? undefined : `${BWRAP_RUNNER_DIR}/${relative(runner.dir, dir)}`;
  };

  return {
    name: 'bwrap',
    open,
    toolchainVersion: hostToolchainVersion,
    prebuiltDir,
    dispose: () => Promise.resolve(),
  };
}
