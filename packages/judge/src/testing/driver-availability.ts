// Which sandbox drivers the suites can run here. A driver named in JUDGE_REQUIRE_DRIVERS (CI sets
// bwrap,docker) must be available or its suite fails; otherwise an absent driver is reported, never passed.
import { SANDBOX_DRIVERS } from '@codecourt/contracts';
import type { SandboxDriver } from '@codecourt/contracts';
import { driverStatus } from '../sandbox/driver-status.js';
import { TEST_JUDGE_CONFIG } from './test-config.js';

export type DriverAvailability = {
  driver: SandboxDriver;
  available: boolean;
  reason: string;
  required: boolean;
};

export function requiredDrivers(value = process.env.JUDGE_REQUIRE_DRIVERS ?? ''): SandboxDriver[] {
  return value
    .split(',')
    .map((name) => name.trim())
    .filter((name): name is SandboxDriver => (SANDBOX_DRIVERS as readonly string[]).includes(name));
}

export async function driverAvailability(driver: SandboxDriver): Promise<DriverAvailability> {
  const { available, reason } = await driverStatus(driver, TEST_JUDGE_CONFIG);
  return { driver, available, reason, required: requiredDrivers().includes(driver) };
}
