import type { ConformancePrograms } from './types.js';

const main = (body: string, imports = '') => `${imports}fun main() {\n${body}\n}\n`;
const read = '    val (a, b) = readLine()!!.trim().split(Regex("\\\\s+")).map { it.toLong() }\n';

export const kotlinPrograms: ConformancePrograms = {
  accepted: main(`${read}    println(a + b)`),
  wrong: main(`${read}    println(a - b)`),
  busyLoop: main('    var x = 0L\n    while (true) {\n        x++\n        if (x == -1L) println(x)\n    }'),
  sleep: main('    Thread.sleep(30000)'),
  allocate: main('    val blocks = ArrayList<LongArray>()\n    while (true) blocks.add(LongArray(1 shl 21))'),
  printFlood: main(
    '    val out = System.out.bufferedWriter()\n    while (true) out.write("flood flood flood flood flood flood\\n")',
  ),
  crash: {
    // The JVM catches the fault itself, reports it and aborts (Java's crash).
    source: main(
      '    val field = sun.misc.Unsafe::class.java.getDeclaredField("theUnsafe")\n    field.isAccessible = true\n    (field.get(null) as sun.misc.Unsafe).putAddress(0, 0)',
    ),
    signal: 6,
  },
  uncaught: main('    throw IllegalStateException("boom")'),
  nonZeroExit: main('    kotlin.system.exitProcess(3)'),
  broken: main('    val x: Int = undefined_name\n    println(x)'),
  crlfTrailingSpaces: main(`${read}    print("\${a + b}  \\r\\n")`),
  approximatePi: main('    println("3.1416")'),
};
