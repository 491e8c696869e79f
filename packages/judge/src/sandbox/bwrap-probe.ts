// Whether bubblewrap works here: one real session that runs one program, tried once per process and setup.
import { access, constants } from 'node:fs/promises';
import type { SandboxSettings } from '../config/judge-config.js';
import { createBwrapDriver } from './bwrap-driver.js';
import type { BwrapDriverOptions } from './bwrap-driver.js';
import { HOST_PATH } from './process-driver.js';

const probes = new Map<string, Promise<boolean>>();

async function tryBwrap(options: BwrapDriverOptions): Promise<boolean> {
  try {
    await access(options.bwrapPath, constants.X_OK);
  } catch {
    return false;
  }
  const session = await createBwrapDriver(options).open({ language: 'c', memoryKb: 65536 });
  try {
    const report = await session.run({
      argv: ['true'],
      env: { PATH: HOST_PATH },
      stdin: '',
      cpuMs: 1000,
      wallMs: 5000,
      memoryKb: 65536,
      addressSpaceKb: 0,
      dataKb: 0,
      stackKb: 0,
      processes: 8,
      outputBytes: 1024,
      stderrBytes: 1024,
      fileSizeKb: 1024,
      openFiles: 32,
    });
    return report.status === 'OK';
  } finally {
    await session.close();
  }
}

export function bwrapWorks(
  settings: Pick<SandboxSettings, 'bwrapPath' | 'runnerDir' | 'compiler'>,
): Promise<boolean> {
  const options = {
    bwrapPath: settings.bwrapPath,
    runnerDir: settings.runnerDir,
    compiler: settings.compiler,
  };
  const key = JSON.stringify(options);
  let probe = probes.get(key);
  if (!probe) {
    probe = tryBwrap(options).catch(() => false);
    probes.set(key, probe);
  }
  return probe;
}
