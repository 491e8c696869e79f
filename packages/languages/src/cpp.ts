import { COMPILE_RESOURCES, nativeResources } from './resources.js';
import { defineLanguage } from './types.js';

export const cpp = defineLanguage({
  id: 'cpp',
  name: 'C++',
  extensions: ['.cpp', '.cc', '.cxx', '.c++'],
  kattis: { name: 'C++' },
  monaco: 'cpp',
  judge0Id: 54,
  editor: 'always',
  lineComment: '//',
  image: { name: 'cpp', debianPackages: ['g++'] },
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
});
