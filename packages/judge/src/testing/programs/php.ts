import type { ConformancePrograms } from './types.js';

const read = "<?php\n[$a, $b] = array_map('intval', explode(' ', trim(fgets(STDIN))));\n";

export const phpPrograms: ConformancePrograms = {
  accepted: `${read}echo $a + $b, "\\n";\n`,
  wrong: `${read}echo $a - $b, "\\n";\n`,
  busyLoop: '<?php\n$x = 0;\nwhile (true) { $x++; }\n',
  sleep: '<?php\nsleep(30);\n',
  allocate: "<?php\n$blocks = [];\nwhile (true) { $blocks[] = str_repeat('x', 16 << 20); }\n",
  printFlood: '<?php\n$line = str_repeat(\'flood \', 1000) . "\\n";\nwhile (true) { echo $line; }\n',
  crash: { source: '<?php\nposix_kill(getmypid(), 11);\n', signal: 11 },
  uncaught: "<?php\nthrow new Exception('boom');\n",
  nonZeroExit: '<?php\nexit(3);\n',
  // `php -l` names the unexpected identifier.
  broken: '<?php\nundefined_name undefined_name;\n',
  crlfTrailingSpaces: `${read}echo $a + $b, "  \\r\\n";\n`,
  approximatePi: '<?php\necho "3.1416\\n";\n',
};
