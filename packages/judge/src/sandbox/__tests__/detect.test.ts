import { describe, expect, it } from 'vitest';
import { SANDBOX_DRIVERS } from '@codecourt/contracts';
import { loadJudgeConfig } from '../../config/judge-config.js';
import { createSandbox, detectSandbox, sandboxChoice } from '../detect.js';
import { driverStatus } from '../driver-status.js';
import { createProcessDriver } from '../process-driver.js';
import { PROCESS_DRIVER_WARNING } from '../sandbox-notice.js';

describe('sandbox detection', () => {
  it('when JUDGE_SANDBOX is unset or auto, then the choice is auto; an unknown name is refused', () => {
    expect(sandboxChoice(undefined)).toBe('auto');
    expect(sandboxChoice('auto')).toBe('auto');
    expect(sandboxChoice('bwrap')).toBe('bwrap');
    expect(() => sandboxChoice('chroot')).toThrow(/JUDGE_SANDBOX must be/);
  });

  it('when auto, then the first available driver in the order docker, bwrap is picked, never process', async () => {
    const statuses = await Promise.all(
      SANDBOX_DRIVERS.map(async (d) => [d, (await driverStatus(d)).available] as const),
    );
    const expected = (['docker', 'bwrap'] as const).find((d) => statuses.find(([name]) => name === d)?.[1]);
    expect(await detectSandbox('auto')).toBe(expected ?? 'none');
  });

  it('when neither docker nor bwrap can run, then auto finds none unless the caller allows the process fallback', async () => {
    const neither = loadJudgeConfig({
      JUDGE_BWRAP_PATH: '/nonexistent/bwrap',
      JUDGE_DOCKER_IMAGE_PREFIX: 'codecourt-missing/judge-',
    });

    expect(await detectSandbox('auto', neither)).toBe('none');
    await expect(createSandbox('auto', neither)).rejects.toThrow(/never picks the unisolated process driver/);
    expect(await detectSandbox('auto', { ...neither, processFallback: true })).toBe('process');
    expect(await detectSandbox('process', neither)).toBe('process');
    expect((await driverStatus('process', neither)).reason).toBe(PROCESS_DRIVER_WARNING);
  });

  it('when the process driver is asked for in production, then it refuses to start', async () => {
    const production = loadJudgeConfig({ NODE_ENV: 'production' });
    expect(() => createProcessDriver(production)).toThrow(/refuses to run with NODE_ENV=production/);
    expect(await detectSandbox('process', production)).toBe('none');
    expect((await driverStatus('process', production)).reason).toContain('NODE_ENV=production');
  });
});
