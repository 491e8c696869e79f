// One judge per suite on one driver, with its own artefact cache removed afterwards.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { SandboxDriver } from '@codecourt/contracts';
import { createJudge } from '../engine/create-judge.js';
import type { Judge } from '../engine/create-judge.js';
import { TEST_JUDGE_CONFIG } from './test-config.js';

/** Registers the hooks; the returned function gives the judge inside tests. */
export function useSuiteJudge(driver: SandboxDriver, name: string): () => Judge {
  let judge: Judge | undefined;
  let cacheDir = '';
  beforeAll(async () => {
    cacheDir = await mkdtemp(join(tmpdir(), `codecourt-${name}-`));
    judge = await createJudge({ config: TEST_JUDGE_CONFIG, sandbox: driver, cacheDir });
  });
  afterAll(async () => {
    await judge?.close();
    await rm(cacheDir, { recursive: true, force: true });
  });
  return () => {
    if (!judge) throw new Error('the suite judge is not started');
    return judge;
  };
}
