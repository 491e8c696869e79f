import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultRunnerRoot, loadJudgeConfig } from '../judge-config.js';

describe('loadJudgeConfig', () => {
  it('when the environment is empty, then the documented defaults apply', () => {
    expect(loadJudgeConfig({})).toEqual({
      sandbox: 'auto',
      production: false,
      processFallback: false,
      cacheDir: resolve('.data', 'judge', 'artefacts'),
      runnerDir: defaultRunnerRoot(),
      compiler: 'gcc',
      bwrapPath: '/usr/bin/bwrap',
      nice: 0,
      docker: { imagePrefix: 'codecourt/judge-', warm: 1, nice: 0 },
    });
  });

  it('when every variable is set, then each is honoured, and empty ones count as unset', () => {
    const config = loadJudgeConfig({
      NODE_ENV: 'production',
      DATA_DIR: '/srv/codecourt',
      JUDGE_SANDBOX: 'docker',
      JUDGE_BWRAP_PATH: '/opt/bwrap',
      JUDGE_RUNNER_DIR: '/var/lib/runner',
      JUDGE_DOCKER_IMAGE_PREFIX: 'registry.local/judge-',
      JUDGE_DOCKER_WARM: '0',
      JUDGE_NICE: '10',
      CC: '',
    });

    expect(config).toEqual({
      sandbox: 'docker',
      production: true,
      processFallback: false,
      cacheDir: '/srv/codecourt/judge/artefacts',
      runnerDir: '/var/lib/runner',
      compiler: 'gcc',
      bwrapPath: '/opt/bwrap',
      nice: 10,
      docker: { imagePrefix: 'registry.local/judge-', warm: 0, nice: 10 },
    });
  });

  it.each([
    ['JUDGE_SANDBOX', 'chroot'],
    ['JUDGE_DOCKER_WARM', 'many'],
    ['JUDGE_DOCKER_WARM', '-1'],
    ['JUDGE_NICE', '20'],
  ])('when %s is %s, then loading fails naming the variable', (name, value) => {
    expect(() => loadJudgeConfig({ [name]: value })).toThrow(name);
  });
});
