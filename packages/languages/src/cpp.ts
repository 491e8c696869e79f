import { COMPILE_RESOURCES, nativeResources } from './resources.js';
import { defineLanguage } from './types.js';

// As contest judges compile (ICPC World Finals: -O2 -std=gnu++20; DOMjudge and Kattis keep GNU
// extensions too): g++ 12 implements C++20 in full, and GNU mode keeps typeof, M_PI and friends that
// strict ISO mode hides. Not -static: programs run where they were compiled, with the same libstdc++.
const FLAGS = ['-O2', '-std=gnu++20', '-pipe'];

export const cpp = defineLanguage({
  id: 'cpp',
  name: 'C++',
  version: 'GCC 12.2 (g++)',
  extensions: ['.cpp', '.cc', '.cxx', '.c++'],
  kattis: { name: 'C++' },
  monaco: 'cpp',
  entry: { sources: /\.(?:cpp|cc|cxx|c\+\+)$/, declaresMain: /\bint\s+main\s*\(/ },
  judge0: { id: 54, name: 'C++ (GCC)' },
  editor: 'always',
  library: true,
  lineComment: '//',
  image: { name: 'cpp', debianPackages: ['g++'] },
  sourceFile: () => 'main.cpp',
  compile: {
    // -Winvalid-pch says in the compiler output when a source cannot use the precompiled header.
    argv: (source, prebuilt, others = []) => [
      'g++',
      ...FLAGS,
      ...(prebuilt === undefined ? [] : ['-Winvalid-pch', '-I', prebuilt]),
      '-o',
      'main',
      source,
      ...others,
    ],
    sources: /\.(?:cpp|cc|cxx|c\+\+)$/,
    artefacts: ['main'],
    resources: COMPILE_RESOURCES,
    // gcc's driver survives when the host's OOM killer ends cc1/cc1plus, and says so.
    hostFailures: [/Killed signal terminated program/],
  },
  // Every starter includes <bits/stdc++.h>: precompiled once with exactly the compile's flags, g++
  // finds bits/stdc++.h.gch first on the -I path and skips parsing the header (2 s of every compile).
  prebuilt: {
    // Found before the system's header; a source the .gch does not fit falls through to the real one.
    files: { 'bits/stdc++.h': '#include_next <bits/stdc++.h>\n' },
    argv: (dir) => [
      'g++',
      ...FLAGS,
      '-x',
      'c++-header',
      '-o',
      `${dir}/bits/stdc++.h.gch`,
      `${dir}/bits/stdc++.h`,
    ],
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
