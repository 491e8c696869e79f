import { COMPILE_RESOURCES, nativeResources } from './resources.js';
import { defineLanguage } from './types.js';

/** The Go runtime's own data beyond the program's heap. */
const GO_RUNTIME_KB = 64 * 1024;

export const go = defineLanguage({
  id: 'go',
  name: 'Go',
  version: 'Go 1.19',
  extensions: ['.go'],
  kattis: { name: 'Go' },
  monaco: 'go',
  entry: { sources: /\.go$/, declaresMain: /\bfunc\s+main\s*\(\s*\)/ },
  judge0: { id: 60, name: 'Go' },
  editor: 'with-template',
  lineComment: '//',
  image: { name: 'go', debianPackages: ['golang-go'] },
  sourceFile: () => 'main.go',
  compile: {
    // -buildmode=exe: a source whose package is not main is a compile error, not an archive named main.
    argv: (source, _prebuilt, others = []) => [
      'go',
      'build',
      '-buildmode=exe',
      '-o',
      'main',
      source,
      ...others,
    ],
    sources: /\.go$/,
    artefacts: ['main'],
    // The go command runs the compiler and linker as children, each with a handful of threads.
    resources: { ...COMPILE_RESOURCES, processes: 128 },
    // The go command survives when the host kills the compiler or linker it started, and says so.
    hostFailures: [/signal: killed/],
    // The build cache and module path live in the box: the toolchain's own directory stays read-only.
    env: ({ box }) => ({
      GOCACHE: `${box}/.cache/go-build`,
      GOPATH: `${box}/.go`,
      GOTOOLCHAIN: 'local',
      GO111MODULE: 'off',
      CGO_ENABLED: '0',
    }),
  },
  run: ({ timeMs, memoryKb }) => ({
    argv: ['./main'],
    resources: {
      ...nativeResources(timeMs, memoryKb),
      // The runtime reserves a large address range at start: cap committed data, never the address space.
      addressSpaceKb: 0,
      dataKb: memoryKb + GO_RUNTIME_KB,
      // Its own threads (GC workers, sysmon) count against RLIMIT_NPROC.
      processes: 64,
    },
  }),
  // One processor for the program: the garbage collector's parallel work would otherwise add CPU time.
  env: { GOMAXPROCS: '1' },
  outOfMemory: [/fatal error: runtime: out of memory/, /runtime: cannot allocate memory/],
  versionCommand: ['go', 'version'],
  selfTest: {
    source: `package main

import "fmt"

func main() {
	var a, b int64
	fmt.Scan(&a, &b)
	fmt.Println(a + b)
}
`,
    input: '2 40\n',
    expected: '42\n',
  },
});
