import type { ConformancePrograms } from './types.js';

const sum = (body: string): string =>
  `program main;\nvar a, b: int64;\nbegin\n  read(a, b);\n  ${body}\nend.\n`;

export const pascalPrograms: ConformancePrograms = {
  accepted: sum('writeln(a + b);'),
  wrong: sum('writeln(a - b);'),
  busyLoop: 'program main;\nvar x: qword;\nbegin\n  x := 0;\n  while true do inc(x);\nend.\n',
  sleep: 'program main;\nuses sysutils;\nbegin\n  Sleep(30000);\nend.\n',
  allocate:
    'program main;\nvar p: PByte;\nbegin\n  while true do\n  begin\n    GetMem(p, 16 shl 20);\n    FillChar(p^, 16 shl 20, 1);\n  end;\nend.\n',
  printFlood: "program main;\nbegin\n  while true do writeln('flood flood flood flood flood flood');\nend.\n",
  // The RTL turns SIGSEGV into "Runtime error 216" and exit code 216: with the default action back, the
  // write through nil kills the program by the signal itself.
  crash: {
    source:
      'program main;\nuses baseunix;\nbegin\n  fpSignal(SIGSEGV, SignalHandler(SIG_DFL));\n  PLongInt(nil)^ := 1;\nend.\n',
    signal: 11,
  },
  uncaught: "program main;\n{$mode objfpc}\nuses sysutils;\nbegin\n  raise Exception.Create('boom');\nend.\n",
  nonZeroExit: 'program main;\nbegin\n  halt(3);\nend.\n',
  broken: 'program main;\nbegin\n  writeln(undefined_name);\nend.\n',
  crlfTrailingSpaces: sum("write(a + b, '  '#13#10);"),
  approximatePi: "program main;\nbegin\n  writeln('3.1416');\nend.\n",
};
