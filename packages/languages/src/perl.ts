// Perl 5, Debian bookworm's (5.36). Interpreted: `perl -c` is its compile step, as `py_compile` is
// Python's (it runs BEGIN blocks and `use`, inside the compile step's own limits).
import { COMPILE_RESOURCES, interpreterResources } from './resources.js';
import { defineLanguage } from './types.js';

export const perl = defineLanguage({
  id: 'perl',
  name: 'Perl',
  version: 'Perl 5.36',
  extensions: ['.pl'],
  kattis: { name: 'Perl', shebang: /^#!.*\bperl\b/ },
  monaco: 'perl',
  // Nothing in a script declares its start: only the conventional name picks one of several.
  entry: { sources: /\.pl$/, conventional: ['main.pl'] },
  judge0: { id: 85, name: 'Perl (5.28.1)' },
  // Full programs (packages, contests, Judge0): no problem has a Perl template or harness yet.
  editor: 'never',
  lineComment: '#',
  image: { name: 'perl', debianPackages: ['perl'] },
  sourceFile: () => 'main.pl',
  // The syntax check is the compile step; its "main.pl syntax OK" is not shown on an accepted program.
  compile: {
    argv: (source) => ['perl', '-c', source],
    artefacts: (source) => [source],
    artefactMode: 0o644,
    output: 'on-failure',
    resources: { ...COMPILE_RESOURCES, addressSpaceKb: 0 },
  },
  // CPython's allowance: three times the problem's CPU limit (an interpreter of the same speed).
  run: ({ sourceFile, timeMs, memoryKb }) => ({
    argv: ['perl', sourceFile],
    resources: interpreterResources(timeMs * 3, memoryKb),
  }),
  outOfMemory: [/^Out of memory!/m],
  versionCommand: ['perl', '--version'],
  selfTest: {
    source: `my ($a, $b) = split ' ', <STDIN>;
print $a + $b, "\\n";
`,
    input: '2 40\n',
    expected: '42\n',
  },
});
