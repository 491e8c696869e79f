// `pnpm --filter @codecourt/judge selftest [driver]`: every language's self-test on the chosen driver
// (default JUDGE_SANDBOX), as a table.
import { loadJudgeConfig } from './config/judge-config.js';
import { createJudge } from './engine/create-judge.js';
import { sandboxChoice } from './sandbox/detect.js';

const config = loadJudgeConfig(process.env);
const judge = await createJudge({ config, sandbox: sandboxChoice(process.argv[2] ?? config.sandbox) });
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
