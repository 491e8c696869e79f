// Whether each driver can run on this machine, and why not.
import type { SandboxDriver } from '@codecourt/contracts';
import { DEFAULT_JUDGE_CONFIG } from '../config/judge-config.js';
import type { SandboxSettings } from '../config/judge-config.js';
import { bwrapWorks } from './bwrap-probe.js';
import { dockerStatus } from './docker-probe.js';

export type DriverStatus = { available: boolean; reason: string };

export async function driverStatus(
  driver: SandboxDriver,
  settings: SandboxSettings = DEFAULT_JUDGE_CONFIG,
): Promise<DriverStatus> {
  switch (driver) {
    case 'process':
      return settings.production
        ? { available: false, reason: 'the process driver refuses NODE_ENV=production' }
        : { available: true, reason: 'rlimits only, for development' };
    case 'bwrap':
      return (await bwrapWorks(settings))
        ? { available: true, reason: 'a bubblewrap sandbox started' }
        : { available: false, reason: 'bubblewrap is not installed or cannot create namespaces here' };
    case 'docker': {
      const status = await dockerStatus(settings.docker.imagePrefix);
      return { available: status.ready, reason: status.reason };
    }
  }
}
