// PHP, Debian bookworm's (8.2) command line. Interpreted: `php -l` is its compile step, as `py_compile`
// is Python's.
import { COMPILE_RESOURCES, interpreterResources } from './resources.js';
import { defineLanguage } from './types.js';

export const php = defineLanguage({
  id: 'php',
  name: 'PHP',
  version: 'PHP 8.2',
  extensions: ['.php'],
  kattis: { name: 'PHP', shebang: /^#!.*\bphp\b/ },
  monaco: 'php',
  // Nothing in a script declares its start: only the conventional names pick one of several.
  entry: { sources: /\.php$/, conventional: ['main.php', 'index.php'] },
  judge0: { id: 68, name: 'PHP (7.4.1)' },
  // Full programs (packages, contests, Judge0): no problem has a PHP template or harness yet.
  editor: 'never',
  lineComment: '//',
  image: { name: 'php', debianPackages: ['php-cli'] },
  sourceFile: () => 'main.php',
  // The syntax check is the compile step; its "No syntax errors detected" is not shown on an accepted
  // program.
  compile: {
    argv: (source) => ['php', '-l', source],
    artefacts: (source) => [source],
    artefactMode: 0o644,
    output: 'on-failure',
    resources: { ...COMPILE_RESOURCES, addressSpaceKb: 0 },
  },
  // PHP's own memory_limit is the problem's (Debian's command line has none): a program over it stops
  // with "Allowed memory size ... exhausted", which is Memory Limit Exceeded. Errors go to stderr once
  // (PHP would print them to stdout, where they count as output), whatever php.ini says. CPython's CPU
  // allowance.
  run: ({ sourceFile, timeMs, memoryKb }) => ({
    argv: [
      'php',
      '-d',
      `memory_limit=${String(memoryKb)}K`,
      '-d',
      'display_errors=stderr',
      '-d',
      'log_errors=0',
      sourceFile,
    ],
    resources: interpreterResources(timeMs * 3, memoryKb),
  }),
  outOfMemory: [/Allowed memory size of \d+ bytes exhausted/, /Out of memory/],
  versionCommand: ['php', '--version'],
  selfTest: {
    source: `<?php
[$a, $b] = array_map('intval', explode(' ', trim(fgets(STDIN))));
echo $a + $b, "\\n";
`,
    input: '2 40\n',
    expected: '42\n',
  },
});
