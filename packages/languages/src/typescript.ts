// TypeScript 5.9.3 (the repository's own version) from npm, with @types/node for 20.x, compiled by tsc and
// run on Node (Debian bookworm's nodejs, 18.19, in the offline image; the official image's Node 20). Debian's
// own compiler (node-typescript) is 4.8, too old for current code (no `satisfies`, const type parameters or
// `using`), so the image's `npmPackages` install the current one beside Node.
import { javascript } from './javascript.js';
import { COMPILE_RESOURCES } from './resources.js';
import { defineLanguage } from './types.js';

/**
 * Where `npm i -g` puts @types/node: /usr/local under Debian's npm and the official node image, /usr under
 * NodeSource's. tsc skips a type root that does not exist, so both are named and no box holds its own.
 */
const TYPE_ROOTS = ['/usr/local/lib/node_modules/@types', '/usr/lib/node_modules/@types'];

export const typescript = defineLanguage({
  id: 'typescript',
  name: 'TypeScript',
  version: 'tsc 5.9.3 on Node.js 20 (18 in the offline image)',
  extensions: ['.ts'],
  kattis: { name: 'TypeScript', shebang: /^#!.*\b(?:ts-node|tsx|deno)\b/ },
  monaco: 'typescript',
  // Nothing in a module declares its start: only the conventional names pick one of several.
  entry: { sources: /\.ts$/, conventional: ['main.ts', 'index.ts'] },
  judge0: { id: 74, name: 'TypeScript (3.7.4)' },
  editor: 'with-template',
  library: true,
  note: 'tsc 5.9.3 from npm with --strict, ES2022 and CommonJS; @types/node 20 for fs and process. It runs on Node 18 (Debian bookworm) or 20 (the official image): read input with readFileSync(0).',
  lineComment: '//',
  image: {
    name: 'typescript',
    debianPackages: ['nodejs'],
    npmPackages: ['typescript@5.9.3', '@types/node@20.19.43'],
  },
  // The library's harnesses are written for exactly this file and these options.
  sourceFile: () => 'main.ts',
  compile: {
    argv: (source, _prebuilt, others = []) => [
      'tsc',
      '--strict',
      '--noEmitOnError',
      // The declaration files of @types/node are the package's to check, not each submission's: half the
      // compile time (2.1 s instead of 4 s for a hello world here).
      '--skipLibCheck',
      '--target',
      'es2022',
      '--module',
      'commonjs',
      '--types',
      'node',
      '--typeRoots',
      TYPE_ROOTS.join(','),
      '--pretty',
      'false',
      // Node then names main.ts's lines in a stack trace (--enable-source-maps), not the emitted main.js's.
      '--sourceMap',
      source,
      ...others,
    ],
    sources: /\.ts$/,
    // Every module compiles beside its source: main.js and what it requires, each with its source map.
    artefacts: /\.js(?:\.map)?$/,
    artefactMode: 0o644,
    // tsc is a Node program: V8 reserves address space it never touches (as javascript's run does).
    resources: COMPILE_RESOURCES,
  },
  // The compiled program is JavaScript, run as JavaScript is, with its allowances.
  run: ({ sourceFile, timeMs, memoryKb }) => {
    const { argv, resources } = javascript.run({
      sourceFile: sourceFile.replace(/\.ts$/, '.js'),
      timeMs,
      memoryKb,
    });
    // An uncaught error's trace names the TypeScript the user wrote (no cost at start: measured 66 ms either way).
    return { argv: [argv[0] ?? 'node', '--enable-source-maps', ...argv.slice(1)], resources };
  },
  outOfMemory: javascript.outOfMemory,
  versionCommand: ['tsc', '--version'],
  selfTest: {
    source: `import { readFileSync } from 'fs';

const [a, b] = readFileSync(0, 'utf8').trim().split(/\\s+/).map(BigInt);
console.log(String(a + b));
`,
    input: '2 40\n',
    expected: '42\n',
  },
});
