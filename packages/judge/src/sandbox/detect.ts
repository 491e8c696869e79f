// JUDGE_SANDBOX=auto picks docker (socket answers, images present), then bwrap (installed and working).
// The process driver isolates nothing, so auto never picks it on its own: only when it is named, or
// when the caller allows the fallback (the API in development, listening on loopback only). The API's
// health endpoint reports the result.
import { SANDBOX_DRIVERS } from '@codecourt/contracts';
import type { SandboxDriver } from '@codecourt/contracts';
import { DEFAULT_JUDGE_CONFIG } from '../config/judge-config.js';
import type { SandboxSettings } from '../config/judge-config.js';
import { createBwrapDriver } from './bwrap-driver.js';
import { createDockerDriver } from './docker-driver.js';
import { driverStatus } from './driver-status.js';
import { createProcessDriver } from './process-driver.js';
import type { Sandbox } from './types.js';

export type SandboxChoice = SandboxDriver | 'auto';

const AUTO_ORDER: readonly SandboxDriver[] = ['docker', 'bwrap'];

/** Reads a JUDGE_SANDBOX-style value (a driver name, 'auto', or nothing for 'auto'). */
export function sandboxChoice(value: string | undefined): SandboxChoice {
  if (value === undefined || value === '' || value === 'auto') return 'auto';
  if ((SANDBOX_DRIVERS as readonly string[]).includes(value)) return value as SandboxDriver;
  throw new Error(`JUDGE_SANDBOX must be auto, ${SANDBOX_DRIVERS.join(', ')}; got ${value}`);
}

/** The driver this machine would use now, or 'none' when the chosen one (or every one) cannot run. */
export async function detectSandbox(
  choice: SandboxChoice,
  settings: SandboxSettings = DEFAULT_JUDGE_CONFIG,
): Promise<SandboxDriver | 'none'> {
  const order =
    choice !== 'auto'
      ? [choice]
      : settings.processFallback
        ? [...AUTO_ORDER, 'process' as const]
        : AUTO_ORDER;
  for (const driver of order) {
    if ((await driverStatus(driver, settings)).available) return driver;
  }
  return 'none';
}

export async function createSandbox(
  choice: SandboxChoice,
  settings: SandboxSettings = DEFAULT_JUDGE_CONFIG,
): Promise<Sandbox> {
  const driver = await detectSandbox(choice, settings);
  switch (driver) {
    case 'docker':
      return createDockerDriver(settings.docker);
    case 'bwrap':
      return createBwrapDriver(settings);
    case 'process':
      return createProcessDriver(settings);
    case 'none': {
      const reason =
        choice === 'auto'
          ? 'install bubblewrap or Docker (auto never picks the unisolated process driver; name it with JUDGE_SANDBOX=process on a development machine)'
          : (await driverStatus(choice, settings)).reason;
      throw new Error(`No sandbox driver can run here (JUDGE_SANDBOX=${choice}): ${reason}`);
    }
  }
}
