// Run under a subreaper (programs/subreaper.ts): opens bwrap sessions as the judge does, closes some
// and kills others mid-run, then prints how many of its children are zombies named bwrap. Nothing may
// be left for a PID 1 that never reaps (Node in a container) to collect.
import { readdir, readFile } from 'node:fs/promises';
import { createBwrapDriver } from '../sandbox/bwrap-driver.js';
import { TEST_JUDGE_CONFIG } from './test-config.js';

const SESSIONS = Number(process.argv[2] ?? 4);

async function zombieChildren(): Promise<string[]> {
  const found: string[] = [];
  for (const pid of (await readdir('/proc')).filter((name) => /^\d+$/.test(name))) {
    const stat = await readFile(`/proc/${pid}/stat`, 'latin1').catch(() => '');
    const match = /^\d+ \((.*)\) (\S) (\d+)/.exec(stat);
    if (match?.[2] === 'Z' && Number(match[3]) === process.pid) found.push(`${pid} ${match[1] ?? ''}`);
  }
  return found;
}

const sandbox = createBwrapDriver(TEST_JUDGE_CONFIG);
const spec = {
  env: { PATH: '/usr/bin:/bin' },
  stdin: '',
  cpuMs: 2_000,
  wallMs: 5_000,
  memoryKb: 65_536,
  addressSpaceKb: 0,
  dataKb: 0,
  stackKb: 8_192,
  processes: 16,
  openFiles: 64,
  outputBytes: 1_024,
  stderrBytes: 1_024,
  fileSizeKb: 1_024,
};
for (let i = 0; i < SESSIONS; i += 1) {
  const session = await sandbox.open({ language: 'c', memoryKb: 65_536 });
  if (i % 2 === 0) {
    await session.run({ ...spec, argv: ['true'] });
    await session.close();
  } else {
    // Closed while a program still runs: the driver kills the sandbox.
    const running = session.run({ ...spec, argv: ['sleep', '3'] }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await session.close();
    await running;
  }
}
await sandbox.dispose();
// Whatever dies last (the sandbox's own pid 1) may take a moment to be re-parented and exit.
await new Promise((resolve) => setTimeout(resolve, 500));
console.log(JSON.stringify({ zombies: await zombieChildren() }));
