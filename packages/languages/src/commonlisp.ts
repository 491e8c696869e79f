// Common Lisp, Debian bookworm's SBCL 2.2.9, as Kattis runs it: `compile-file` is the compile step and the
// run loads the compiled file. ANSI Common Lisp and SBCL's own extensions; no Quicklisp libraries.
import { COMPILE_RESOURCES, nativeResources } from './resources.js';
import { defineLanguage } from './types.js';

/** The control stack of each Lisp thread: deep recursion is common in contest code. */
const CONTROL_STACK_MB = 64;
/** The runtime's resident memory beside its dynamic space (the heap): the core, its static spaces. */
const SBCL_RUNTIME_KB = 64 * 1024;
/**
 * What SBCL maps writable besides the dynamic space, which RLIMIT_DATA counts though it is never touched:
 * its immobile spaces and GC tables (about 190 MB) and two threads' control stacks (main and finalizer).
 */
const SBCL_RESERVED_KB = 192 * 1024 + 2 * CONTROL_STACK_MB * 1024;
/** The compiler's own heap. */
const COMPILE_HEAP_MB = 512;

/** Fails (exit 1) only when no compiled file was written (a read error), as Kattis decides. */
const COMPILE_FORM = (source: string) =>
  `(if (compile-file ${JSON.stringify(source)} :verbose nil :print nil) (sb-ext:exit :code 0) (sb-ext:exit :code 1))`;

export const commonlisp = defineLanguage({
  id: 'commonlisp',
  name: 'Common Lisp',
  version: 'SBCL 2.2.9',
  extensions: ['.lisp', '.cl'],
  kattis: { name: 'Common Lisp' },
  monaco: 'commonlisp',
  // A file runs its top-level forms: nothing declares a start, so the conventional name decides.
  entry: { sources: /\.(?:lisp|cl)$/, conventional: ['main.lisp'] },
  judge0: { id: 55, name: 'Common Lisp (SBCL 2.0.0)' },
  editor: 'never',
  lineComment: ';',
  image: { name: 'commonlisp', debianPackages: ['sbcl'] },
  sourceFile: () => 'main.lisp',
  compile: {
    argv: (source) => [
      'sbcl',
      '--dynamic-space-size',
      `${String(COMPILE_HEAP_MB)}MB`,
      '--noinform',
      '--non-interactive',
      '--no-sysinit',
      '--no-userinit',
      '--eval',
      COMPILE_FORM(source),
    ],
    artefacts: (source) => [source.replace(/\.(?:lisp|cl)$/, '.fasl')],
    artefactMode: 0o644,
    resources: COMPILE_RESOURCES,
  },
  run: ({ sourceFile, timeMs, memoryKb }) => ({
    // The dynamic space is the heap: full, SBCL reports "Heap exhausted" (Memory Limit Exceeded).
    argv: [
      'sbcl',
      '--dynamic-space-size',
      `${String(Math.ceil(memoryKb / 1024))}MB`,
      '--control-stack-size',
      `${String(CONTROL_STACK_MB)}MB`,
      '--script',
      sourceFile.replace(/\.(?:lisp|cl)$/, '.fasl'),
    ],
    resources: {
      ...nativeResources(timeMs, memoryKb),
      memoryKb: memoryKb + SBCL_RUNTIME_KB,
      // SBCL reserves its spaces at start: cap committed data, never the address space.
      addressSpaceKb: 0,
      dataKb: memoryKb + SBCL_RESERVED_KB,
      // SBCL starts a finalizer thread with the program, and RLIMIT_NPROC counts the threads of every
      // run of the same user (the process driver's): at 16, concurrent runs failed to start it.
      processes: 64,
    },
  }),
  outOfMemory: [/Heap exhausted/],
  versionCommand: ['sbcl', '--version'],
  selfTest: {
    source: `(let ((a (read)) (b (read)))
  (format t "~a~%" (+ a b)))
`,
    input: '2 40\n',
    expected: '42\n',
  },
});
