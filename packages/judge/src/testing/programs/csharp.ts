import type { ConformancePrograms } from './types.js';

const main = (body: string, imports = 'using System;\n', members = '') =>
  `${imports}\npublic class Program\n{\n${members}    public static void Main()\n    {\n${body}\n    }\n}\n`;
const read =
  '        string[] p = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);\n        long a = long.Parse(p[0]), b = long.Parse(p[1]);\n';

export const csharpPrograms: ConformancePrograms = {
  accepted: main(`${read}        Console.WriteLine(a + b);`),
  wrong: main(`${read}        Console.WriteLine(a - b);`),
  busyLoop: main('        long x = 0;\n        while (true) { x++; if (x == -1) Console.WriteLine(x); }'),
  sleep: main('        System.Threading.Thread.Sleep(30000);'),
  allocate: main(
    '        var blocks = new List<long[]>();\n        while (true)\n        {\n            var block = new long[2 << 20];\n            for (int i = 0; i < block.Length; i += 512) block[i] = i;\n            blocks.Add(block);\n        }',
    'using System;\nusing System.Collections.Generic;\n',
  ),
  printFlood: main(
    '        var output = new StreamWriter(Console.OpenStandardOutput());\n        while (true) output.WriteLine("flood flood flood flood flood flood");',
    'using System;\nusing System.IO;\n',
  ),
  crash: {
    // A fault in managed code is a NullReferenceException, so the segfault comes from libc: Mono traps
    // SIGSEGV itself, prints its native crash report and aborts.
    source: main(
      '        raise(11);',
      'using System;\nusing System.Runtime.InteropServices;\n',
      '    [DllImport("libc")]\n    static extern int raise(int signal);\n\n',
    ),
    signal: 6,
  },
  uncaught: main('        throw new InvalidOperationException("boom");'),
  nonZeroExit: main('        Environment.Exit(3);'),
  broken: main('        int x = undefined_name;\n        Console.WriteLine(x);'),
  crlfTrailingSpaces: main(`${read}        Console.Write((a + b) + "  \\r\\n");`),
  approximatePi: main('        Console.WriteLine("3.1416");'),
};
