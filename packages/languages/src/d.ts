import { COMPILE_RESOURCES, nativeResources } from './resources.js';
import { defineLanguage } from './types.js';

export const d = defineLanguage({
  id: 'd',
  name: 'D',
  version: 'GDC 12.2',
  extensions: ['.d'],
  // Kattis offers no D: the name only labels the language in packages we write.
  kattis: { name: 'D' },
  monaco: 'd',
  // A multi-file program's entry: its one source, else the module that defines main.
  entry: { sources: /\.d$/, declaresMain: /\b(?:void|int)\s+main\s*\(/ },
  judge0: { id: 56, name: 'D (DMD 2.089.1)' },
  editor: 'with-template',
  lineComment: '//',
  image: { name: 'd', debianPackages: ['gdc', 'libc6-dev'] },
  sourceFile: () => 'main.d',
  compile: {
    argv: (source, _prebuilt, others = []) => ['gdc', '-O2', '-pipe', '-o', 'main', source, ...others],
    sources: /\.d$/,
    artefacts: ['main'],
    resources: COMPILE_RESOURCES,
    // gdc's driver, like gcc's, survives when the host's OOM killer ends cc1d, and says so.
    hostFailures: [/Killed signal terminated program/],
  },
  run: ({ timeMs, memoryKb }) => ({
    // druntime's collector marks in parallel with up to 99 threads, as many as CPUID says the processor
    // package runs, whatever the affinity or cgroup allows (99 on a 2-CPU VM here): they would overrun the
    // process cap and add their CPU time. druntime strips --DRT- options from the program's args, and reads
    // no environment variable for them unless the program opts in.
    argv: ['./main', '--DRT-gcopt=parallel:0'],
    resources: nativeResources(timeMs, memoryKb),
  }),
  // The collector throws when the address-space cap refuses it more memory.
  outOfMemory: [/core\.exception\.OutOfMemoryError/],
  versionCommand: ['gdc', '--version'],
  selfTest: {
    source: `import std.stdio;

void main()
{
    long a, b;
    readf(" %d %d", &a, &b);
    writeln(a + b);
}
`,
    input: '2 40\n',
    expected: '42\n',
  },
});
