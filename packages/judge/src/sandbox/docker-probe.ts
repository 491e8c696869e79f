// Whether the docker driver can run here: the daemon answers and every language image is present.
import { LANGUAGE_IDS } from '@codecourt/contracts';
import { dockerClient, imageId, imageName } from './docker-images.js';

export type DockerStatus = { ready: boolean; reason: string };

/** Docker may come and go (health checks ask repeatedly): an answer is reused for a while only. */
const STATUS_TTL_MS = 30_000;
const probes = new Map<string, { at: number; status: Promise<DockerStatus> }>();

async function check(imagePrefix: string): Promise<DockerStatus> {
  const docker = dockerClient();
  try {
    await Promise.race([
      docker.ping(),
      new Promise((_, reject) => {
        setTimeout(() => {
          reject(new Error('timeout'));
        }, 3_000);
      }),
    ]);
  } catch (error) {
    return {
      ready: false,
      reason: `the Docker daemon does not answer (${error instanceof Error ? error.message : String(error)})`,
    };
  }
  const missing: string[] = [];
  for (const language of LANGUAGE_IDS) {
    const image = imageName(language, imagePrefix);
    if ((await imageId(docker, image)) === null) missing.push(image);
  }
  return missing.length > 0
    ? {
        ready: false,
        reason: `images missing: ${missing.join(', ')} (build them with docker/judge/build-offline.sh)`,
      }
    : { ready: true, reason: 'the Docker daemon answers and every language image is present' };
}

export function dockerStatus(imagePrefix: string): Promise<DockerStatus> {
  const probe = probes.get(imagePrefix);
  if (probe && Date.now() - probe.at <= STATUS_TTL_MS) return probe.status;
  const fresh = { at: Date.now(), status: check(imagePrefix) };
  probes.set(imagePrefix, fresh);
  return fresh.status;
}
