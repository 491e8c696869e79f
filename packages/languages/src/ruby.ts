// Ruby, Debian bookworm's (3.1). Interpreted: `ruby -c` is its compile step, as `py_compile` is Python's.
import { COMPILE_RESOURCES, interpreterResources } from './resources.js';
import { defineLanguage } from './types.js';

export const ruby = defineLanguage({
  id: 'ruby',
  name: 'Ruby',
  version: 'Ruby 3.1',
  extensions: ['.rb'],
  kattis: { name: 'Ruby', shebang: /^#!.*\bruby\b/ },
  monaco: 'ruby',
  entry: { sources: /\.rb$/, declaresMain: /^if\s+__FILE__\s*==\s*\$0/m, conventional: ['main.rb'] },
  judge0: { id: 72, name: 'Ruby (2.7.0)' },
  // Full programs (packages, contests, Judge0): no problem has a Ruby template or harness yet.
  editor: 'never',
  lineComment: '#',
  image: { name: 'ruby', debianPackages: ['ruby'] },
  sourceFile: () => 'main.rb',
  // The syntax check is the compile step: a syntax error is a Compilation Error, found once and cached,
  // and the checked source itself is the artefact. Its "Syntax OK" is not shown on an accepted program.
  compile: {
    argv: (source) => ['ruby', '-c', source],
    artefacts: (source) => [source],
    artefactMode: 0o644,
    output: 'on-failure',
    resources: { ...COMPILE_RESOURCES, addressSpaceKb: 0 },
  },
  // CPython's allowance: three times the problem's CPU limit (an interpreter of the same speed).
  run: ({ sourceFile, timeMs, memoryKb }) => ({
    argv: ['ruby', sourceFile],
    resources: interpreterResources(timeMs * 3, memoryKb),
  }),
  outOfMemory: [/\bNoMemoryError\b/, /failed to allocate memory/],
  versionCommand: ['ruby', '--version'],
  selfTest: {
    source: `a, b = gets.split.map(&:to_i)
puts a + b
`,
    input: '2 40\n',
    expected: '42\n',
  },
});
