import type { ConformancePrograms } from './types.js';

const main = (body: string) =>
  `object Solution {\n  def main(args: Array[String]): Unit = {\n${body}\n  }\n}\n`;
const read = '    val Array(a, b) = scala.io.StdIn.readLine().trim.split("\\\\s+").map(_.toLong)\n';

export const scalaPrograms: ConformancePrograms = {
  accepted: main(`${read}    println(a + b)`),
  wrong: main(`${read}    println(a - b)`),
  busyLoop: main('    var x = 0L\n    while (true) { x += 1; if (x == -1) println(x) }'),
  sleep: main('    Thread.sleep(30000)'),
  allocate: main(
    '    val blocks = scala.collection.mutable.ArrayBuffer[Array[Long]]()\n    while (true) blocks += new Array[Long](2 << 20)',
  ),
  printFlood: main(
    '    val out = new java.io.PrintWriter(new java.io.BufferedOutputStream(System.out))\n    while (true) out.println("flood flood flood flood flood flood")',
  ),
  crash: {
    source: main(
      '    val f = classOf[sun.misc.Unsafe].getDeclaredField("theUnsafe")\n    f.setAccessible(true)\n    f.get(null).asInstanceOf[sun.misc.Unsafe].putAddress(0, 0)',
    ),
    // The JVM catches the fault itself, reports it and aborts.
    signal: 6,
  },
  uncaught: main('    throw new IllegalStateException("boom")'),
  nonZeroExit: main('    sys.exit(3)'),
  broken: main('    val x: Int = undefined_name'),
  crlfTrailingSpaces: main(`${read}    print(s"\${a + b}  \\r\\n")`),
  approximatePi: main('    println("3.1416")'),
};
