// Registers a suite for one driver: the real tests when the driver works here; a loud failure when
// CI requires it and it does not; otherwise one test that records why the suite did not run.
import { describe, expect, it } from 'vitest';
import type { SandboxDriver } from '@codecourt/contracts';
import { driverAvailability } from './driver-availability.js';

export async function describeDriver(suite: string, driver: SandboxDriver, body: () => void): Promise<void> {
  const availability = await driverAvailability(driver);
  if (availability.available) {
    describe(`${suite} [${driver}]`, body);
    return;
  }
  if (availability.required) {
    describe(`${suite} [${driver}]`, () => {
      it(`when JUDGE_REQUIRE_DRIVERS names ${driver}, then it must be available`, () => {
        expect.fail(`The ${driver} driver is required but not available: ${availability.reason}`);
      });
    });
    return;
  }
  console.warn(
    `[judge] ${suite} NOT RUN on ${driver}: ${availability.reason} (set JUDGE_REQUIRE_DRIVERS=${driver} to make this fail)`,
  );
  describe(`${suite} [${driver}] NOT RUN`, () => {
    it(`when ${driver} is unavailable here, then the suite is reported as not run: ${availability.reason}`, () => {
      expect(availability.reason.length).toBeGreaterThan(0);
    });
  });
}
