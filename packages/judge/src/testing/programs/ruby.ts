import type { ConformancePrograms } from './types.js';

const read = 'a, b = gets.split.map(&:to_i)\n';

export const rubyPrograms: ConformancePrograms = {
  accepted: `${read}puts a + b\n`,
  wrong: `${read}puts a - b\n`,
  busyLoop: 'x = 0\nloop { x += 1 }\n',
  sleep: 'sleep 30\n',
  allocate: "blocks = []\nloop { blocks << ('x' * (16 << 20)) }\n",
  printFlood: 'line = \'flood \' * 1000 + "\\n"\nloop { $stdout.write(line) }\n',
  // Ruby traps SIGSEGV itself (a "[BUG]" report, then abort): SIGABRT is the signal a Ruby crash ends on.
  crash: { source: 'Process.kill(:ABRT, Process.pid)\n', signal: 6 },
  uncaught: "raise ArgumentError, 'boom'\n",
  nonZeroExit: 'exit 3\n',
  // `ruby -c` quotes the line it stopped at, so the message names undefined_name.
  broken: 'def f(\n  undefined_name\n',
  crlfTrailingSpaces: `${read}$stdout.write("#{a + b}  \\r\\n")\n`,
  approximatePi: "puts '3.1416'\n",
};
