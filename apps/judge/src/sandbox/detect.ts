// JUDGE_SANDBOX=auto picks docker (socket answers, images present), then bwrap (installed and working),
// then process (never in production). The API's health endpoint reports the result.
import { SANDBOX_DRIVERS } from '@codecourt/contracts';
import type { SandboxDriver } from '@codecourt/contracts';
import { bwrapWorks } from './bwrap-probe.js';
import { createBwrapDriver } from './bwrap-driver.js';
import { createDockerDriver } from './docker-driver.js';
import { dockerReady } from './docker-probe.js';
import { createProcessDriver } from './process-driver.js';
import type { Sandbox } from './types.js';

export type SandboxChoice = SandboxDriver | 'auto';

export function sandboxChoice(value = process.env.JUDGE_SANDBOX): SandboxChoice {
  if (value === undefined || value === '' || value === 'auto') return 'auto';
  if ((SANDBOX_DRIVERS as readonly string[]).includes(value)) return value as SandboxDriver;
  throw new Error(`JUDGE_SANDBOX must be auto, ${SANDBOX_DRIVERS.join(', ')}; got ${value}`);
}

/** Which driver this machine would use, or 'none' when no driver may run here. */
export async function detectSandbox(choice: SandboxChoice = sandboxChoice()): Promise<SandboxDriver | 'none'> {
  if (choice !== 'auto') return choice;
  if (await dockerReady()) return 'docker';
  if (await bwrapWorks()) return 'bwrap';
  return process.env.NODE_ENV === 'production' ? 'none' : 'process';
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
    case 'none':
      throw new Error('No sandbox driver can run here: install bubblewrap or Docker (the process driver refuses NODE_ENV=production)');
  }
}
