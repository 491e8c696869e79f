// `pnpm --filter @codecourt/judge selftest [driver]`: every language's self-test on the chosen driver, as a table.
import { createJudge } from './engine/create-judge.js';
import { sandboxChoice } from './sandbox/detect.js';

const choice = sandboxChoice(process.argv[2] ?? process.env.JUDGE_SANDBOX);
const judge = await createJudge({ sandbox: choice });
try {
  const rows = await judge.selfTest();
  console.log(`judge self-test on the ${judge.driverName} driver`);
  console.table(
    rows.map((row) => ({
      language: row.language,
      verdict: row.verdict,
      'compile ms': row.compileMs,
      'cpu ms': row.cpuMs,
      'wall ms': row.wallMs,
      'memory KB': row.memoryKb,
      ...(row.message ? { message: row.message.slice(0, 80) } : {}),
    })),
  );
  process.exitCode = rows.every((row) => row.ok) ? 0 : 1;
} finally {
  await judge.close();
}
