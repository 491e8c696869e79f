// What /api/health says about the active driver's protection: loud when nothing isolates programs.
import type { SandboxDriver } from '@codecourt/contracts';
import { MEMORY_PROTECTION_SUMMARY } from './memory-protection.js';

export const PROCESS_DRIVER_WARNING =
  'WARNING: the process driver isolates nothing (rlimits only): programs can read what the API user can. Development on loopback only; install bubblewrap or Docker';

export function sandboxNotice(driver: SandboxDriver | 'none'): string {
  switch (driver) {
    case 'docker':
    case 'bwrap':
      return MEMORY_PROTECTION_SUMMARY;
    case 'process':
      return PROCESS_DRIVER_WARNING;
    case 'none':
      return 'no sandbox driver can run here: install bubblewrap or Docker';
  }
}
