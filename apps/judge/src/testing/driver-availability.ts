// Which sandbox drivers the suites can run here. A driver named in JUDGE_REQUIRE_DRIVERS (CI sets
// bwrap,docker) must be available or its suite fails; otherwise an absent driver is reported, never passed.
import { SANDBOX_DRIVERS } from '@codecourt/contracts';
import type { SandboxDriver } from '@codecourt/contracts';
import { bwrapWorks } from '../sandbox/bwrap-probe.js';
import { dockerStatus } from '../sandbox/docker-probe.js';

export type DriverAvailability = { driver: SandboxDriver; available: boolean; reason: string; required: boolean };

export function requiredDrivers(value = process.env.JUDGE_REQUIRE_DRIVERS ?? ''): SandboxDriver[] {
  return value
    .split(',')
    .map((name) => name.trim())
    .filter((name): name is SandboxDriver => (SANDBOX_DRIVERS as readonly string[]).includes(name));
}

async function probe(driver: SandboxDriver): Promise<{ available: boolean; reason: string }> {
  switch (driver) {
    case 'process':
      return process.env.NODE_ENV === 'production'
        ? { available: false, reason: 'NODE_ENV=production' }
        : { available: true, reason: 'always available outside production' };
    case 'bwrap':
      return (await bwrapWorks())
        ? { available: true, reason: 'bubblewrap sandbox started' }
        : { available: false, reason: 'bubblewrap is not installed or cannot create namespaces here' };
    case 'docker': {
      const status = await dockerStatus();
      return { available: status.ready, reason: status.reason };
    }
  }
}

export async function driverAvailability(driver: SandboxDriver): Promise<DriverAvailability> {
  const { available, reason } = await probe(driver);
  return { driver, available, reason, required: requiredDrivers().includes(driver) };
}
