import { COMPILE_RESOURCES, wallFor } from './resources.js';
import { defineLanguage } from './types.js';

const STACK_KB = 64 * 1024;
/** V8's young generation, code space and the runtime itself, beyond --max-old-space-size. */
const V8_OVERHEAD_KB = 128 * 1024;

export const javascript = defineLanguage({
  id: 'javascript',
  name: 'JavaScript',
  version: 'Node.js 20',
  // .mjs: an ES module (DOMjudge's multi-file examples); node runs it by its name.
  extensions: ['.js', '.mjs'],
  kattis: { name: 'JavaScript', shebang: /^#!.*\bnode\b/ },
  monaco: 'javascript',
  // Nothing in a script declares its start: only the conventional names pick one of several.
  entry: { sources: /\.m?js$/, conventional: ['main.js', 'index.js', 'main.mjs', 'index.mjs'] },
  judge0: { id: 63, name: 'JavaScript (Node.js)' },
  editor: 'always',
  library: true,
  lineComment: '//',
  image: { name: 'javascript', debianPackages: ['nodejs'] },
  sourceFile: () => 'main.js',
  // `node --check` is JavaScript's compile step: a syntax error is a Compilation Error, found once and
  // cached, and the checked source itself is the artefact.
  compile: {
    argv: (source) => ['node', '--check', source],
    artefacts: (source) => [source],
    artefactMode: 0o644,
    resources: COMPILE_RESOURCES,
  },
  run: ({ sourceFile, timeMs, memoryKb }) => {
    const cpuMs = timeMs * 2;
    return {
      // --stack-size stays below the real stack rlimit so V8 throws RangeError instead of crashing.
      argv: [
        'node',
        `--max-old-space-size=${String(Math.floor(memoryKb / 1024))}`,
        `--stack-size=${String(STACK_KB - 8 * 1024)}`,
        sourceFile,
      ],
      resources: {
        cpuMs,
        wallMs: wallFor(cpuMs),
        memoryKb: memoryKb + V8_OVERHEAD_KB,
        // V8 reserves a large virtual cage: cap committed data, never the address space.
        addressSpaceKb: 0,
        dataKb: memoryKb + 1024 * 1024,
        stackKb: STACK_KB,
        processes: 32,
        openFiles: 64,
      },
    };
  },
  outOfMemory: [/JavaScript heap out of memory/, /Reached heap limit/],
  versionCommand: ['node', '--version'],
  selfTest: {
    source: `const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(BigInt);
console.log(String(a + b));
`,
    input: '2 40\n',
    expected: '42\n',
  },
});
