import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeDriver } from '../../testing/describe-driver.js';
import { SESSION_LABEL } from '../docker-container.js';
import { DEFAULT_JUDGE_CONFIG } from '../../config/judge-config.js';
import { dockerClient, imageName } from '../docker-images.js';
import { sweepStaleContainers } from '../docker-sweep.js';

await describeDriver('docker container sweep', 'docker', () => {
  it('when a judge container was created but never started, then the sweep removes it', async () => {
    const docker = dockerClient();
    const tag = randomUUID();
    const orphan = await docker.createContainer({
      Image: imageName('c', DEFAULT_JUDGE_CONFIG.docker.imagePrefix),
      Cmd: ['true'],
      Labels: { [SESSION_LABEL]: 'true', 'org.codecourt.test': tag },
    });

    // Only this test's container: other judges' fresh containers are not stale.
    const removed = await sweepStaleContainers(docker, {
      staleAfterSeconds: 0,
      label: `org.codecourt.test=${tag}`,
    });

    expect(removed).toBe(1);

    const left = await docker.listContainers({ all: true, filters: { id: [orphan.id] } });
    expect(left).toEqual([]);
  });
});
