import type { ConformancePrograms } from './types.js';

const read = "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\n";

export const javascriptPrograms: ConformancePrograms = {
  accepted: `${read}console.log(a + b);\n`,
  wrong: `${read}console.log(a - b);\n`,
  busyLoop: 'let x = 0;\nfor (;;) x++;\n',
  sleep: 'setTimeout(() => {}, 30000);\n',
  allocate: 'const blocks = [];\nfor (;;) blocks.push(new Array(1e6).fill(1.5));\n',
  printFlood: "const line = 'flood '.repeat(1000) + '\\n';\nfor (;;) process.stdout.write(line);\n",
  crash: { source: "process.kill(process.pid, 'SIGSEGV');\n", signal: 11 },
  uncaught: "throw new Error('boom');\n",
  nonZeroExit: 'process.exit(3);\n',
  broken: 'const x = ;\nundefined_name();\n',
  crlfTrailingSpaces: `${read}process.stdout.write(String(a + b) + '  \\r\\n');\n`,
  approximatePi: "console.log('3.1416');\n",
};
