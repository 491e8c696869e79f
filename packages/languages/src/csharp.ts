// C#, Debian bookworm's Mono 6.8: the mcs compiler (C# 7 and parts of 7.3; nothing of C# 8 and later, such as
// nullable reference types, switch expressions, ranges or records) and the Mono runtime's .NET Framework
// 4.x class library (no .NET Core APIs such as Span-based parsing or System.Text.Json). Code written for a
// current .NET SDK may not compile here.
import { COMPILE_RESOURCES, THREAD_ALLOWANCE, wallFor } from './resources.js';
import { defineLanguage } from './types.js';

/** The main thread's stack (RLIMIT_STACK, which Mono takes as it is): deep recursion is common in contests. */
const STACK_KB = 64 * 1024;
/** The runtime, its JIT's code and the class library's metadata beyond the collected heap (~20 MB at rest). */
const MONO_OVERHEAD_KB = 64 * 1024;

export const csharp = defineLanguage({
  id: 'csharp',
  name: 'C#',
  version: 'Mono 6.8 (mcs, C# 7)',
  extensions: ['.cs'],
  kattis: { name: 'C#' },
  monaco: 'csharp',
  entry: {
    sources: /\.cs$/,
    declaresMain: /\bstatic\s+(?:async\s+)?(?:void|int|Task(?:<int>)?)\s+Main\s*\(/,
  },
  judge0: { id: 51, name: 'C# (Mono 6.6.0.161)' },
  editor: 'with-template',
  library: true,
  note: 'Mono 6.8: C# 7 (mcs), .NET Framework 4.x libraries; no C# 8 or later (switch expressions, ranges, records) and no .NET Core APIs. Main may be in any class.',
  lineComment: '//',
  // mono-mcs brings the runtime and the core class libraries; System.Numerics (BigInteger) is its own package.
  image: { name: 'csharp', debianPackages: ['mono-mcs', 'libmono-system-numerics4.0-cil'] },
  // mcs names no file after a class: any name serves, and Main may be in any class.
  sourceFile: () => 'main.cs',
  compile: {
    argv: (source, _prebuilt, others = []) => [
      'mcs',
      '-optimize+',
      '-r:System.Numerics',
      '-out:main.exe',
      source,
      ...others,
    ],
    sources: /\.cs$/,
    artefacts: ['main.exe'],
    artefactMode: 0o644,
    // mcs runs on Mono: COMPILE_RESOURCES caps committed data, never the address space.
    resources: COMPILE_RESOURCES,
  },
  run: ({ timeMs, memoryKb }) => {
    // A JIT runtime as Java's and Node's are: twice the CPU limit.
    const cpuMs = timeMs * 2;
    return {
      // SGen's heap is capped at the limit (OutOfMemoryException); RSS gets the runtime's own size on top.
      argv: ['mono', `--gc-params=max-heap-size=${String(memoryKb)}k`, 'main.exe'],
      resources: {
        cpuMs,
        wallMs: wallFor(cpuMs),
        memoryKb: memoryKb + MONO_OVERHEAD_KB,
        // The runtime maps its heap in sections as it grows: cap committed data (threads' stacks included),
        // as for the JVM, rather than the address space.
        addressSpaceKb: 0,
        dataKb: memoryKb + THREAD_ALLOWANCE * STACK_KB + 512 * 1024,
        stackKb: STACK_KB,
        // The finaliser and the collector's threads count against RLIMIT_NPROC.
        processes: 32,
        openFiles: 64,
      },
    };
  },
  outOfMemory: [/System\.OutOfMemoryException/],
  versionCommand: ['mcs', '--version'],
  selfTest: {
    source: `using System;

public class Program
{
    public static void Main()
    {
        string[] parts = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);
        Console.WriteLine(long.Parse(parts[0]) + long.Parse(parts[1]));
    }
}
`,
    input: '2 40\n',
    expected: '42\n',
  },
});
