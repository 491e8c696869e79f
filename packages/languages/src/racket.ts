// Racket 8.7 (Racket CS), Debian bookworm's. `raco make` is the compile step: it expands and compiles the
// module to machine code in compiled/, which the run loads instead of the source. The full distribution's
// libraries (racket, data, math) are there; a program must start with a `#lang` line.
import { COMPILE_RESOURCES, nativeResources } from './resources.js';
import { defineLanguage } from './types.js';

/** Racket CS's own resident memory at start (its boot files, the expander): about 60 MB. */
const RACKET_RUNTIME_KB = 64 * 1024;

/** The compiled module `raco make` writes beside a source, and its dependency record. */
function compiled(source: string): string[] {
  const slash = source.lastIndexOf('/');
  const dir = source.slice(0, slash + 1);
  const base = source.slice(slash + 1).replace(/\.rkt$/, '_rkt');
  return [`${dir}compiled/${base}.zo`, `${dir}compiled/${base}.dep`];
}

export const racket = defineLanguage({
  id: 'racket',
  name: 'Racket',
  version: 'Racket 8.7 (CS)',
  extensions: ['.rkt'],
  kattis: { name: 'Racket' },
  monaco: 'scheme',
  entry: { sources: /\.rkt$/, conventional: ['main.rkt'] },
  editor: 'never',
  lineComment: ';',
  image: { name: 'racket', debianPackages: ['racket'] },
  sourceFile: () => 'main.rkt',
  compile: {
    argv: (source) => ['raco', 'make', source],
    // The run names the source; Racket loads the compiled module in its stead.
    artefacts: (source) => [source, ...compiled(source)],
    artefactMode: 0o644,
    resources: COMPILE_RESOURCES,
  },
  run: ({ sourceFile, timeMs, memoryKb }) => ({
    argv: ['racket', sourceFile],
    resources: nativeResources(timeMs, memoryKb + RACKET_RUNTIME_KB),
  }),
  // A cached artefact's files may be older than the source: the compiled module is used all the same.
  env: { PLT_COMPILED_FILE_CHECK: 'exists' },
  // Racket CS prints this and aborts when the address-space cap refuses it memory.
  outOfMemory: [/^out of memory$/m],
  versionCommand: ['racket', '--version'],
  selfTest: {
    source: `#lang racket/base
(define a (read))
(define b (read))
(displayln (+ a b))
`,
    input: '2 40\n',
    expected: '42\n',
  },
});
