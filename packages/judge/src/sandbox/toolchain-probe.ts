// Which languages this judge can run: probed at start so a missing toolchain is never offered (a Go
// submit on a host without Go was Internal Error after three attempts).
import { LANGUAGE_IDS } from '@codecourt/contracts';
import type { LanguageId, SandboxDriver } from '@codecourt/contracts';
import { dockerClient, imageId, imageName } from './docker-images.js';
import { HOST_TOOLCHAIN_PATH, hostToolchainRuns } from './host-toolchain.js';

export type ToolchainProbeOptions = {
  driver: SandboxDriver;
  /** The docker driver's image prefix (JUDGE_DOCKER_IMAGE_PREFIX). */
  imagePrefix: string;
  /** The PATH the host drivers' toolchains are looked up on (the sandboxes' by default). */
  path?: string;
};

/**
 * The languages whose toolchain is there for the driver: on the host (process, bwrap) its version
 * command runs; with docker its image is present. In LANGUAGE_IDS order.
 */
export async function probeToolchains(options: ToolchainProbeOptions): Promise<LanguageId[]> {
  const runs =
    options.driver === 'docker'
      ? await dockerImagesPresent(options.imagePrefix)
      : await Promise.all(
          LANGUAGE_IDS.map((language) => hostToolchainRuns(language, options.path ?? HOST_TOOLCHAIN_PATH)),
        );
  return LANGUAGE_IDS.filter((_language, index) => runs[index]);
}

async function dockerImagesPresent(prefix: string): Promise<boolean[]> {
  const docker = dockerClient();
  return Promise.all(
    LANGUAGE_IDS.map(async (language) => (await imageId(docker, imageName(language, prefix))) !== null),
  );
}
