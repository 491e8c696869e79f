import type { ConformancePrograms } from './types.js';

export const pythonPrograms: ConformancePrograms = {
  accepted: 'a, b = map(int, input().split())\nprint(a + b)\n',
  wrong: 'a, b = map(int, input().split())\nprint(a - b)\n',
  busyLoop: 'x = 0\nwhile True:\n    x += 1\n',
  sleep: 'import time\ntime.sleep(30)\n',
  allocate: 'blocks = []\nwhile True:\n    blocks.append(bytearray(16 << 20))\n',
  printFlood: "import sys\nline = 'flood ' * 1000 + '\\n'\nwhile True:\n    sys.stdout.write(line)\n",
  crash: { source: 'import ctypes\nctypes.string_at(0)\n', signal: 11 },
  uncaught: "raise ValueError('boom')\n",
  nonZeroExit: 'import sys\nsys.exit(3)\n',
  broken: 'def f(:\n    undefined_name\n',
  crlfTrailingSpaces:
    "a, b = map(int, input().split())\nimport sys\nsys.stdout.write(str(a + b) + '  \\r\\n')\n",
  approximatePi: 'print("3.1416")\n',
};
