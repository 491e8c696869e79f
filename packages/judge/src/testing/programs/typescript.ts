import type { ConformancePrograms } from './types.js';

const read =
  "import { readFileSync } from 'fs';\n\nconst [a, b] = readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\n";

export const typescriptPrograms: ConformancePrograms = {
  accepted: `${read}console.log(a + b);\n`,
  wrong: `${read}console.log(a - b);\n`,
  busyLoop: 'let x = 0;\nfor (;;) x++;\n',
  sleep: 'setTimeout(() => {}, 30000);\n',
  allocate: 'const blocks: number[][] = [];\nfor (;;) blocks.push(new Array<number>(1e6).fill(1.5));\n',
  printFlood: "const line = 'flood '.repeat(1000) + '\\n';\nfor (;;) process.stdout.write(line);\n",
  crash: { source: "process.kill(process.pid, 'SIGSEGV');\n", signal: 11 },
  uncaught: "throw new Error('boom');\n",
  // The emitted main.js's source map: the trace names the line of main.ts the user wrote.
  uncaughtTrace: /main\.ts:1\b/,
  nonZeroExit: 'process.exit(3);\n',
  // A type error, not a syntax error: tsc names the undeclared identifier.
  broken: 'const x: number = undefined_name;\nconsole.log(x);\n',
  crlfTrailingSpaces: `${read}process.stdout.write(String(a + b) + '  \\r\\n');\n`,
  approximatePi: "console.log('3.1416');\n",
  // tsc emits an empty script, which runs and prints nothing.
  commentOnly: 'Wrong Answer',
};
