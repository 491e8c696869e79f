// Whether bubblewrap works here: one real session that runs one program, tried once per process.
import { access, constants } from 'node:fs/promises';
import { createBwrapDriver } from './bwrap-driver.js';
import { HOST_PATH } from './process-driver.js';

let probe: Promise<boolean> | undefined;

async function tryBwrap(): Promise<boolean> {
  const path = process.env.JUDGE_BWRAP_PATH ?? '/usr/bin/bwrap';
  try {
    await access(path, constants.X_OK);
  } catch {
    return false;
  }
  const session = await createBwrapDriver().open({ language: 'c', memoryKb: 65536 });
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

export function bwrapWorks(): Promise<boolean> {
  probe ??= tryBwrap().catch(() => false);
  return probe;
}
