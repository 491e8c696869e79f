import { nativeResources, COMPILE_RESOURCES } from './resources.js';
import type { LanguageDefinition } from './types.js';

export const cpp: LanguageDefinition = {
  id: 'cpp',
  sourceFile: () => 'main.cpp',
  compile: {
    argv: (source) => ['g++', '-O2', '-std=c++17', '-pipe', '-o', 'main', source],
    artefacts: ['main'],
    resources: COMPILE_RESOURCES,
  },
  run: ({ timeMs, memoryKb }) => ({ argv: ['./main'], resources: nativeResources(timeMs, memoryKb) }),
  outOfMemory: [/std::bad_alloc/],
  versionCommand: ['g++', '--version'],
  selfTest: {
    source: `#include <bits/stdc++.h>
int main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }
`,
    input: '2 40\n',
    expected: '42\n',
  },
};
