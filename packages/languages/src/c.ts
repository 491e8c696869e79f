import { COMPILE_RESOURCES, nativeResources } from './resources.js';
import { defineLanguage } from './types.js';

export const c = defineLanguage({
  id: 'c',
  name: 'C',
  version: 'GCC 12.2',
  extensions: ['.c'],
  kattis: { name: 'C' },
  monaco: 'c',
  // A multi-file program's entry: its one source, else the one that defines main.
  entry: { sources: /\.c$/, declaresMain: /\bint\s+main\s*\(/ },
  judge0: { id: 50, name: 'C (GCC)' },
  editor: 'never',
  lineComment: '//',
  image: { name: 'c', debianPackages: ['gcc', 'libc6-dev'] },
  sourceFile: () => 'main.c',
  compile: {
    argv: (source, _prebuilt, others = []) => [
      'gcc',
      '-O2',
      // GNU C17, gcc's own default and DOMjudge's: strict -std=c17 hides M_PI, strdup and typeof.
      '-std=gnu17',
      '-pipe',
      '-o',
      'main',
      source,
      ...others,
      '-lm',
    ],
    sources: /\.c$/,
    artefacts: ['main'],
    resources: COMPILE_RESOURCES,
    // gcc's driver survives when the host's OOM killer ends cc1/cc1plus, and says so.
    hostFailures: [/Killed signal terminated program/],
  },
  run: ({ timeMs, memoryKb }) => ({ argv: ['./main'], resources: nativeResources(timeMs, memoryKb) }),
  outOfMemory: [],
  versionCommand: ['gcc', '--version'],
  selfTest: {
    source: `#include <stdio.h>
int main(void) { long long a, b; if (scanf("%lld %lld", &a, &b) != 2) return 1; printf("%lld\\n", a + b); return 0; }
`,
    input: '2 40\n',
    expected: '42\n',
  },
});
