// Lua 5.4 (Debian bookworm's lua5.4, 5.4.4). Interpreted: `luac5.4 -p` (parse only, nothing written)
// is its compile step, as `py_compile` is Python's.
import { COMPILE_RESOURCES, interpreterResources } from './resources.js';
import { defineLanguage } from './types.js';

export const lua = defineLanguage({
  id: 'lua',
  name: 'Lua',
  version: 'Lua 5.4.4',
  extensions: ['.lua'],
  kattis: { name: 'Lua', shebang: /^#!.*\blua[\d.]*\b/ },
  monaco: 'lua',
  // Nothing in a script declares its start: only the conventional name picks one of several. Modules
  // beside it load with `require` (the default package.path searches ./?.lua).
  entry: { sources: /\.lua$/, conventional: ['main.lua'] },
  judge0: { id: 64, name: 'Lua (5.3.5)' },
  editor: 'never',
  lineComment: '--',
  image: { name: 'lua', debianPackages: ['lua5.4'] },
  sourceFile: () => 'main.lua',
  // The syntax check is the compile step: a syntax error is a Compilation Error, found once and cached,
  // and the checked source itself is the artefact.
  compile: {
    argv: (source) => ['luac5.4', '-p', source],
    artefacts: (source) => [source],
    artefactMode: 0o644,
    resources: { ...COMPILE_RESOURCES, addressSpaceKb: 0 },
  },
  // CPython's allowance: three times the problem's CPU limit (an interpreter of about the same speed).
  run: ({ sourceFile, timeMs, memoryKb }) => ({
    argv: ['lua5.4', sourceFile],
    resources: interpreterResources(timeMs * 3, memoryKb),
  }),
  // What the interpreter prints when an allocation fails under the address-space cap.
  outOfMemory: [/\bnot enough memory\b/],
  versionCommand: ['lua5.4', '-v'],
  selfTest: {
    source: `local a, b = io.read('n', 'n')
print(a + b)
`,
    input: '2 40\n',
    expected: '42\n',
  },
});
