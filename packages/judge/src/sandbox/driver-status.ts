// Whether each driver can run on this machine, and why not.
import type { SandboxDriver } from '@codecourt/contracts';
import { bwrapWorks } from './bwrap-probe.js';
import { dockerStatus } from './docker-probe.js';

export type DriverStatus = { available: boolean; reason: string };

export async function driverStatus(driver: SandboxDriver): Promise<DriverStatus> {
  switch (driver) {
    case 'process':
      return process.env.NODE_ENV === 'production'
        ? { available: false, reason: 'the process driver refuses NODE_ENV=production' }
        : { available: true, reason: 'rlimits only, for development' };
    case 'bwrap':
      return (await bwrapWorks())
        ? { available: true, reason: 'a bubblewrap sandbox started' }
        : { available: false, reason: 'bubblewrap is not installed or cannot create namespaces here' };
    case 'docker': {
      const status = await dockerStatus();
      return { available: status.ready, reason: status.reason };
    }
  }
}
