// Whether each driver can run on this machine, and why not.
import type { SandboxDriver } from '@codecourt/contracts';
import { DEFAULT_JUDGE_CONFIG } from '../config/judge-config.js';
import type { SandboxSettings } from '../config/judge-config.js';
import { bwrapWorks } from './bwrap-probe.js';
import { dockerStatus } from './docker-probe.js';
import { MEMORY_PROTECTION_SUMMARY } from './memory-protection.js';
import { PROCESS_DRIVER_WARNING } from './sandbox-notice.js';

export type DriverStatus = { available: boolean; reason: string };

export async function driverStatus(
  driver: SandboxDriver,
  settings: SandboxSettings = DEFAULT_JUDGE_CONFIG,
): Promise<DriverStatus> {
  switch (driver) {
    case 'process':
      return settings.production
        ? { available: false, reason: 'the process driver refuses NODE_ENV=production' }
        : { available: true, reason: PROCESS_DRIVER_WARNING };
    case 'bwrap':
      return (await bwrapWorks(settings))
        ? { available: true, reason: `a bubblewrap sandbox started; ${MEMORY_PROTECTION_SUMMARY}` }
        : { available: false, reason: 'bubblewrap is not installed or cannot create namespaces here' };
    case 'docker': {
      const status = await dockerStatus(settings.docker.imagePrefix);
      return {
        available: status.ready,
        reason: status.ready ? `${status.reason}; ${MEMORY_PROTECTION_SUMMARY}` : status.reason,
      };
    }
  }
}
