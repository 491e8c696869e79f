import type { ConformancePrograms } from './types.js';

const READ = 'import std.stdio;\nvoid main() { long a, b; readf(" %d %d", &a, &b); ';

export const dPrograms: ConformancePrograms = {
  accepted: `${READ}writeln(a + b); }\n`,
  wrong: `${READ}writeln(a - b); }\n`,
  // Volatile accesses: the optimiser may not fold the loop away.
  busyLoop:
    'import core.volatile;\nvoid main() { ulong x; for (;;) volatileStore(&x, volatileLoad(&x) + 1); }\n',
  sleep: 'import core.thread;\nvoid main() { Thread.sleep(30.seconds); }\n',
  allocate:
    'import std.stdio;\nvoid main() { ubyte[][] kept; foreach (i; 0 .. 64) { auto block = new ubyte[16 << 20]; block[] = 1; kept ~= block; } writeln("done"); }\n',
  printFlood: 'import std.stdio;\nvoid main() { for (;;) writeln("flood flood flood flood flood flood"); }\n',
  // druntime installs no SIGSEGV handler unless the program registers one: a null store is a plain segfault.
  crash: { source: 'void main() { int* p = null; *cast(shared int*) p = 1; }\n', signal: 11 },
  uncaught: 'void main() { throw new Exception("uncaught"); }\n',
  // druntime prints the exception with the module's file and line.
  uncaughtTrace: /main\.d\(1\)/,
  nonZeroExit: 'int main() { return 3; }\n',
  broken: 'void main() { int x = undefined_name; }\n',
  crlfTrailingSpaces: `${READ}writef("%d  \\r\\n", a + b); }\n`,
  approximatePi: 'import std.stdio;\nvoid main() { writeln("3.1416"); }\n',
};
