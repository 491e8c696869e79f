import type { ConformancePrograms } from './types.js';

const program = (declarations: string, body: string): string =>
  `program main\n  implicit none\n${declarations}${body}\nend program main\n`;

const readTwo = '  integer(8) :: a, b\n  read (*, *) a, b\n';

export const fortranPrograms: ConformancePrograms = {
  accepted: program(readTwo, "  print '(I0)', a + b"),
  wrong: program(readTwo, "  print '(I0)', a - b"),
  busyLoop: program('  integer(8), volatile :: x\n', '  x = 0\n  do\n    x = x + 1\n  end do'),
  sleep: program('', '  call sleep(30)'),
  // Each block is left allocated (a pointer never freed), so the memory stays in use.
  allocate: program(
    '  integer(1), pointer :: block(:)\n',
    '  do\n    allocate (block(16 * 1024 * 1024))\n    block = 1\n  end do',
  ),
  printFlood: program('', "  do\n    write (*, '(A)') 'flood flood flood flood flood flood'\n  end do"),
  // libgfortran prints a backtrace on SIGSEGV, then raises the signal again with its default action.
  crash: {
    source: program('  integer, pointer :: p\n', '  p => null()\n  p = 1'),
    signal: 11,
  },
  // A run-time error of the library: "Fortran runtime error: Bad integer for item 1 in list input".
  uncaught: program(
    "  character(len=4) :: s = 'boom'\n  integer :: i\n",
    "  read (s, *) i\n  print '(I0)', i",
  ),
  nonZeroExit: program('', '  stop 3'),
  broken: program('', '  print *, undefined_name'),
  crlfTrailingSpaces: program(readTwo, "  write (*, '(I0, A)') a + b, '  ' // achar(13)"),
  approximatePi: program('', "  print '(A)', '3.1416'"),
};
