// `docker` driver (production): one container per session on the language's image, the runner as its
// main process talking over the attach stream, so all tests of a submission cost one container and no
// exec round trips. A warm container per language waits ready, so a submission does not pay for
// Docker's container start. No network, read-only root, size-capped tmpfs box, no capability beyond
// the runner's uid switch, no-new-privileges, pids/memory/CPU caps; programs run as a per-session uid.
import { randomInt } from 'node:crypto';
import type Docker from 'dockerode';
import type { LanguageId } from '@codecourt/contracts';
import { DOCKER_BOX, startContainer } from './docker-container.js';
import { SHARED_PIPES } from './pipes.js';
import type { ContainerLimits, StartedContainer } from './docker-container.js';
import { dockerClient, imageEnv, imageId, imageName, imagePrebuiltLabel } from './docker-images.js';
import { sweepStaleContainers } from './docker-sweep.js';
import { MEMORY_PROTECTION_SETTINGS } from './memory-protection.js';
import { cpuSharesFor } from './priority.js';
import { openRunnerSession } from './runner-session.js';
import type { Sandbox, SandboxSession, SessionOptions } from './types.js';

const MB = 1024 * 1024;
/** Compilers and JVM/V8 overheads need room above a submission's own limit. */
const CONTAINER_FLOOR_BYTES = 1024 * MB;
const IMAGE_ID_TTL_MS = 60_000;

export type DockerDriverOptions = {
  docker?: Docker;
  cpus?: number;
  pidsLimit?: number;
  boxBytes?: number;
  tmpBytes?: number;
  /** Started containers kept waiting per language (JUDGE_DOCKER_WARM; 0 disables). */
  warm: number;
  /** Language images are `<imagePrefix><name>` (JUDGE_DOCKER_IMAGE_PREFIX). */
  imagePrefix: string;
  /** JUDGE_NICE: containers get the matching CPU weight (0 or unset: Docker's default). */
  nice?: number;
};

export function createDockerDriver(options: DockerDriverOptions): Sandbox {
  const docker = options.docker ?? dockerClient();
  const warmSize = options.warm;
  const image = (language: LanguageId) => imageName(language, options.imagePrefix);
  const base: Omit<ContainerLimits, 'memoryBytes'> = {
    cpus: options.cpus ?? 1,
    cpuShares: options.nice ? cpuSharesFor(options.nice) : undefined,
    pidsLimit: options.pidsLimit ?? 256,
    boxBytes: options.boxBytes ?? 128 * MB,
    tmpBytes: options.tmpBytes ?? 16 * MB,
  };
  const limitsFor = (memoryKb: number): ContainerLimits => ({
    ...base,
    memoryBytes: Math.max(CONTAINER_FLOOR_BYTES, memoryKb * 1024 * 2) + base.boxBytes + base.tmpBytes,
  });
  const warm = new Map<LanguageId, Promise<StartedContainer>[]>();
  const paths = new Map<LanguageId, Promise<string>>();
  const ids = new Map<LanguageId, { at: number; id: Promise<string> }>();
  let disposed = false;
  let swept = false;

  const pathOf = (language: LanguageId): Promise<string> => {
    let path = paths.get(language);
    if (!path) {
      path = imageEnv(docker, image(language)).then((env) => env.PATH ?? '/usr/local/bin:/usr/bin:/bin');
      paths.set(language, path);
    }
    return path;
  };

  const refill = (language: LanguageId): void => {
    const queue = warm.get(language) ?? [];
    warm.set(language, queue);
    while (!disposed && queue.length < warmSize) {
      const starting = startContainer(docker, image(language), limitsFor(0));
      starting.catch(() => undefined);
      queue.push(starting);
    }
  };

  const take = async (language: LanguageId, memoryKb: number): Promise<StartedContainer> => {
    const limits = limitsFor(memoryKb);
    const queue = warm.get(language) ?? [];
    const next = queue.shift();
    if (warmSize > 0) refill(language);
    if (next) {
      const container = await next.catch(() => null);
      if (container && container.memoryBytes >= limits.memoryBytes) return container;
      container?.kill();
    }
    return startContainer(docker, image(language), limits);
  };

  const open = async ({ language, memoryKb, pipes }: SessionOptions): Promise<SandboxSession> => {
    if (!swept) {
      swept = true;
      void sweepStaleContainers(docker).catch(() => undefined);
    }
    // Warm containers have no FIFO directory: an interactive session starts its own.
    const container =
      pipes === undefined
        ? await take(language, memoryKb)
        : await startContainer(docker, image(language), { ...limitsFor(memoryKb), pipes });
    // A uid of its own per session: RLIMIT_NPROC counts per uid across all containers, and the
    // runner's final sweep kills every process of that uid.
    const uid = randomInt(100_000, 1_000_000);
    return openRunnerSession({
      driver: 'docker',
      boxPath: DOCKER_BOX,
      baseEnv: { PATH: await pathOf(language) },
      pipesPath: pipes === undefined ? undefined : SHARED_PIPES,
      settings: { uid, gid: uid, kill_uid: 1, ...MEMORY_PROTECTION_SETTINGS },
      transport: {
        input: container.input,
        output: container.output,
        exited: container.exited,
        kill: () => {
          container.kill();
        },
      },
      cleanup: () => {
        container.kill();
        return Promise.resolve();
      },
    });
  };

  const toolchainVersion = (language: LanguageId): Promise<string> => {
    const cached = ids.get(language);
    if (cached && Date.now() - cached.at < IMAGE_ID_TTL_MS) return cached.id;
    const id = imageId(docker, image(language)).then((value) => value ?? 'missing');
    ids.set(language, { at: Date.now(), id });
    return id;
  };

  const dispose = async (): Promise<void> => {
    disposed = true;
    const pending = [...warm.values()].flat();
    warm.clear();
    for (const container of await Promise.all(pending.map((p) => p.catch(() => null)))) {
      container?.input.end();
      container?.kill();
    }
  };

  // Built into the image by its own toolchain (docker/judge/prebuilt), which labels where they are.
  const labels = new Map<LanguageId, { at: number; dir: Promise<string | undefined> }>();
  const prebuiltDir = (language: LanguageId): Promise<string | undefined> => {
    const cached = labels.get(language);
    if (cached && Date.now() - cached.at < IMAGE_ID_TTL_MS) return cached.dir;
    const dir = imagePrebuiltLabel(docker, image(language));
    labels.set(language, { at: Date.now(), dir });
    return dir;
  };

  return { name: 'docker', open, toolchainVersion, prebuiltDir, dispose };
}
