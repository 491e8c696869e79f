// Haskell, Debian bookworm's GHC 9.0.2 (Kattis and DOMjudge compile with GHC too). Only the libraries GHC
// ships are there (base, containers, bytestring, text, array, mtl...); vector and the like are not.
import { COMPILE_RESOURCES, nativeResources } from './resources.js';
import { defineLanguage } from './types.js';

/** The runtime's own memory beside the heap that `-M` caps: the binary, its mark bitmaps, C allocations. */
const GHC_RUNTIME_KB = 32 * 1024;

export const haskell = defineLanguage({
  id: 'haskell',
  name: 'Haskell',
  version: 'GHC 9.0.2',
  extensions: ['.hs'],
  kattis: { name: 'Haskell' },
  monaco: 'haskell',
  entry: { sources: /\.hs$/, declaresMain: /^main\s*(?:::|=)/m, conventional: ['Main.hs'] },
  judge0: { id: 61, name: 'Haskell (GHC 8.8.1)' },
  editor: 'never',
  lineComment: '--',
  image: { name: 'haskell', debianPackages: ['ghc'] },
  sourceFile: () => 'main.hs',
  compile: {
    // -O, not -O2: most of the speed for about half the compile time. -rtsopts lets the run set `-M`;
    // -v0 keeps errors and warnings but not the progress lines, which would show on every submission.
    argv: (source, _prebuilt, others = []) => [
      'ghc',
      '-v0',
      '-O',
      '-rtsopts',
      '-o',
      'main',
      source,
      ...others,
    ],
    sources: /\.hs$/,
    artefacts: ['main'],
    // GHC reserves a terabyte of address space for its heap: RLIMIT_DATA bounds what it commits.
    resources: COMPILE_RESOURCES,
    // GHC assembles and links with gcc, whose driver survives the host's OOM killer ending a child. A
    // sandbox that hides GHC's package database (Debian's is under /var) is no fault of the source.
    hostFailures: [/Killed signal terminated program/, /can't find a package database/],
  },
  run: ({ timeMs, memoryKb }) => ({
    // The heap (stacks included: they live on it) stops at the limit with "Heap exhausted", a Memory
    // Limit Exceeded the program reports itself instead of being killed for it.
    argv: ['./main', '+RTS', `-M${String(memoryKb)}k`, '-RTS'],
    resources: {
      ...nativeResources(timeMs, memoryKb),
      memoryKb: memoryKb + GHC_RUNTIME_KB,
      // The runtime reserves a terabyte of address space up front: cap committed data, never the reservation.
      addressSpaceKb: 0,
      dataKb: memoryKb + 2 * GHC_RUNTIME_KB,
    },
  }),
  // -M's report, and the runtime's when RLIMIT_DATA refuses it memory outside the heap first.
  outOfMemory: [/Heap exhausted/, /Unable to commit \d+ bytes of memory/],
  versionCommand: ['ghc', '--version'],
  selfTest: {
    source: `main :: IO ()
main = do
  [a, b] <- map read . words <$> getLine :: IO [Integer]
  print (a + b)
`,
    input: '2 40\n',
    expected: '42\n',
  },
});
