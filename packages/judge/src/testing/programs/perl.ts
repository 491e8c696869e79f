import type { ConformancePrograms } from './types.js';

const read = "my ($a, $b) = split ' ', <STDIN>;\n";

export const perlPrograms: ConformancePrograms = {
  accepted: `${read}print $a + $b, "\\n";\n`,
  wrong: `${read}print $a - $b, "\\n";\n`,
  busyLoop: 'my $x = 0;\nwhile (1) { $x++ }\n',
  sleep: 'sleep 30;\n',
  allocate: "my @blocks;\nwhile (1) { push @blocks, 'x' x (16 << 20) }\n",
  printFlood: 'my $line = \'flood \' x 1000 . "\\n";\nwhile (1) { print $line }\n',
  crash: { source: "kill 'SEGV', $$;\n", signal: 11 },
  uncaught: "die 'boom';\n",
  nonZeroExit: 'exit 3;\n',
  // `perl -c` under strict names the bareword.
  broken: 'use strict;\nmy $x = undefined_name;\n',
  crlfTrailingSpaces: `${read}print $a + $b, "  \\r\\n";\n`,
  approximatePi: 'print "3.1416\\n";\n',
};
