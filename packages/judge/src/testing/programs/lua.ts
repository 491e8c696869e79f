import type { ConformancePrograms } from './types.js';

const read = "local a, b = io.read('n', 'n')\n";

export const luaPrograms: ConformancePrograms = {
  accepted: `${read}print(a + b)\n`,
  wrong: `${read}print(a - b)\n`,
  busyLoop: 'local x = 0\nwhile true do x = x + 1 end\n',
  // Lua's standard library has no sleep, and os.execute forks a shell, which the run's process limit
  // (shared by every program of the sandbox's uid on the process driver) may refuse. A fresh
  // pseudo-terminal's master has no writer yet: reading it blocks, without a process or CPU time,
  // until the judge ends the run.
  sleep: "local pty = assert(io.open('/dev/ptmx', 'r'))\npty:read(1)\n",
  allocate: "local blocks = {}\nwhile true do blocks[#blocks + 1] = string.rep('x', 16 << 20) end\n",
  printFlood: "local line = string.rep('flood ', 1000) .. '\\n'\nwhile true do io.write(line) end\n",
  // Lua 5.4 does not verify binary chunks: its own loop, dumped, gets a jump 2^24 instructions (64 MB)
  // past its code, so the interpreter fetches its next instruction from unmapped memory: SIGSEGV,
  // without a fork (a shelled-out `kill` can meet the process limit instead).
  crash: {
    source: `local code = string.dump(function() while true do end end)
local back = string.pack('<I4', (0xFFFFFE << 7) | 56) -- OP_JMP -1
local far = string.pack('<I4', (0x1FFFFFF << 7) | 56) -- OP_JMP +2^24
local at = assert(code:find(back, 1, true))
load(code:sub(1, at - 1) .. far .. code:sub(at + 4), 'crash', 'b')()
`,
    signal: 11,
  },
  uncaught: "error('boom')\n",
  nonZeroExit: 'os.exit(3)\n',
  // luac quotes the token it stopped at: "')' expected near 'undefined_name'".
  broken: 'print(1 undefined_name)\n',
  crlfTrailingSpaces: `${read}io.write(a + b, '  \\r\\n')\n`,
  approximatePi: "print('3.1416')\n",
};
