// The judge's language images and the Docker connection they live on.
import Docker from 'dockerode';
import type { LanguageId } from '@codecourt/contracts';
import { getLanguage } from '@codecourt/languages';

export function dockerClient(): Docker {
  // Honours DOCKER_HOST like the docker CLI; default /var/run/docker.sock.
  return new Docker();
}

/** A language's judge image: the prefix (JUDGE_DOCKER_IMAGE_PREFIX) and the language's image name. */
export function imageName(language: LanguageId, prefix: string): string {
  return `${prefix}${getLanguage(language).image.name}`;
}

/** The image's content id: it changes whenever the toolchain inside does, so it keys the artefact cache. */
export async function imageId(docker: Docker, image: string): Promise<string | null> {
  try {
    const info = await docker.getImage(image).inspect();
    return info.Id;
  } catch {
    return null;
  }
}

export async function imageEnv(docker: Docker, image: string): Promise<Record<string, string>> {
  const info = await docker.getImage(image).inspect();
  const env: Record<string, string> = {};
  for (const entry of info.Config.Env) {
    const split = entry.indexOf('=');
    if (split > 0) env[entry.slice(0, split)] = entry.slice(split + 1);
  }
  return env;
}

/** Where the image keeps the language's prebuilt files (its org.codecourt.judge.prebuilt label), if it does. */
export async function imagePrebuiltLabel(docker: Docker, image: string): Promise<string | undefined> {
  try {
    const info = await docker.getImage(image).inspect();
    const labels: Partial<Record<string, string>> = info.Config.Labels;
    return labels['org.codecourt.judge.prebuilt'];
  } catch {
    return undefined;
  }
}
