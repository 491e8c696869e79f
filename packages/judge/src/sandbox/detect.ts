// JUDGE_SANDBOX=auto picks docker (socket answers, images present), then bwrap (installed and working),
// then process (never in production). The API's health endpoint reports the result.
import { SANDBOX_DRIVERS } from '@codecourt/contracts';
import type { SandboxDriver } from '@codecourt/contracts';
import { createBwrapDriver } from './bwrap-driver.js';
import { createDockerDriver } from './docker-driver.js';
import { driverStatus } from './driver-status.js';
import { createProcessDriver } from './process-driver.js';
import type { Sandbox } from './types.js';

export type SandboxChoice = SandboxDriver | 'auto';

const AUTO_ORDER: readonly SandboxDriver[] = ['docker', 'bwrap', 'process'];

export function sandboxChoice(value = process.env.JUDGE_SANDBOX): SandboxChoice {
  if (value === undefined || value === '' || value === 'auto') return 'auto';
  if ((SANDBOX_DRIVERS as readonly string[]).includes(value)) return value as SandboxDriver;
  throw new Error(`JUDGE_SANDBOX must be auto, ${SANDBOX_DRIVERS.join(', ')}; got ${value}`);
}

/** The driver this machine would use now, or 'none' when the chosen one (or every one) cannot run. */
export async function detectSandbox(
  choice: SandboxChoice = sandboxChoice(),
): Promise<SandboxDriver | 'none'> {
  for (const driver of choice === 'auto' ? AUTO_ORDER : [choice]) {
    if ((await driverStatus(driver)).available) return driver;
  }
  return 'none';
}

export async function createSandbox(choice: SandboxChoice = sandboxChoice()): Promise<Sandbox> {
  const driver = await detectSandbox(choice);
  switch (driver) {
    case 'docker':
      return createDockerDriver();
    case 'bwrap':
      return createBwrapDriver();
    case 'process':
      return createProcessDriver();
    case 'none': {
      const reason =
        choice === 'auto'
          ? 'install bubblewrap or Docker (the process driver refuses NODE_ENV=production)'
          : (await driverStatus(choice)).reason;
      throw new Error(`No sandbox driver can run here (JUDGE_SANDBOX=${choice}): ${reason}`);
    }
  }
}
