import type { ConformancePrograms } from './types.js';

const main = (body: string, imports = 'import java.util.*;\n') =>
  `${imports}\npublic class Solution {\n    public static void main(String[] args) throws Exception {\n${body}\n    }\n}\n`;

export const javaPrograms: ConformancePrograms = {
  accepted: main(
    '        Scanner in = new Scanner(System.in);\n        System.out.println(in.nextLong() + in.nextLong());',
  ),
  wrong: main(
    '        Scanner in = new Scanner(System.in);\n        System.out.println(in.nextLong() - in.nextLong());',
  ),
  busyLoop: main('        long x = 0;\n        while (true) { x++; if (x == -1) System.out.println(x); }'),
  sleep: main('        Thread.sleep(30000);'),
  allocate: main(
    '        List<long[]> blocks = new ArrayList<>();\n        while (true) blocks.add(new long[1 << 20]);',
  ),
  printFlood: main(
    '        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));\n        while (true) out.println("flood flood flood flood flood flood");',
    'import java.io.*;\n',
  ),
  crash: {
    source: main(
      '        java.lang.reflect.Field f = sun.misc.Unsafe.class.getDeclaredField("theUnsafe");\n        f.setAccessible(true);\n        ((sun.misc.Unsafe) f.get(null)).putAddress(0, 0);',
      '',
    ),
    // The JVM catches the fault itself, reports it and aborts.
    signal: 6,
  },
  uncaught: main('        throw new IllegalStateException("boom");'),
  nonZeroExit: main('        System.exit(3);'),
  broken: main('        int x = undefined_name;'),
  crlfTrailingSpaces: main(
    '        Scanner in = new Scanner(System.in);\n        System.out.print((in.nextLong() + in.nextLong()) + "   \\r\\n");',
  ),
  approximatePi: main('        System.out.println("3.1416");'),
};
