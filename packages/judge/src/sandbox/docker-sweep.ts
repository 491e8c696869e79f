// Removes judge containers that can no longer be anyone's: created but never started for a minute
// (their judge exited between create and start, so AutoRemove never fires), or stopped.
import type Docker from 'dockerode';
import { SESSION_LABEL } from './docker-container.js';

export async function sweepStaleContainers(
  docker: Docker,
  options: { staleAfterSeconds?: number; label?: string } = {},
): Promise<number> {
  const { staleAfterSeconds = 60, label } = options;
  const containers = await docker.listContainers({
    all: true,
    filters: {
      label: [`${SESSION_LABEL}=true`, ...(label ? [label] : [])],
      status: ['created', 'exited', 'dead'],
    },
  });
  const now = Date.now() / 1000;
  const stale = containers.filter((c) => now - c.Created >= staleAfterSeconds);
  await Promise.all(
    stale.map((c) =>
      docker
        .getContainer(c.Id)
        .remove({ force: true })
        .catch(() => undefined),
    ),
  );
  return stale.length;
}
