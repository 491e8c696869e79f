// Fortran, GNU Fortran 12 (Debian bookworm's gfortran, 12.2): Fortran 2008 and most of 2018. Free-form
// sources only: every program is saved as main.f90, so fixed-form FORTRAN 77 (.f, .for) is not taken.
import { COMPILE_RESOURCES, nativeResources } from './resources.js';
import { defineLanguage } from './types.js';

export const fortran = defineLanguage({
  id: 'fortran',
  name: 'Fortran',
  version: 'GNU Fortran 12.2',
  extensions: ['.f90', '.f95', '.f03', '.f08'],
  kattis: { name: 'Fortran' },
  monaco: 'fortran',
  entry: { sources: /\.f(?:90|95|03|08)$/, declaresMain: /^\s*program\s+\w+/im },
  judge0: { id: 59, name: 'Fortran (GFortran 9.2.0)' },
  editor: 'never',
  lineComment: '!',
  image: { name: 'fortran', debianPackages: ['gfortran'] },
  sourceFile: () => 'main.f90',
  compile: {
    // Modules in other files are compiled with the program, in the order given (a module before its user).
    argv: (source, _prebuilt, others = []) => ['gfortran', '-O2', '-pipe', '-o', 'main', ...others, source],
    sources: /\.f(?:90|95|03|08)$/,
    artefacts: ['main'],
    resources: COMPILE_RESOURCES,
    // gcc's driver survives when the host's OOM killer ends f951, and says so.
    hostFailures: [/Killed signal terminated program/],
  },
  run: ({ timeMs, memoryKb }) => ({ argv: ['./main'], resources: nativeResources(timeMs, memoryKb) }),
  // libgfortran's messages when ALLOCATE (or an array temporary) finds no memory.
  outOfMemory: [/Error allocating \d+ bytes: Cannot allocate memory/, /Allocation would exceed memory limit/],
  versionCommand: ['gfortran', '--version'],
  selfTest: {
    source: `program main
  implicit none
  integer(8) :: a, b
  read (*, *) a, b
  print '(I0)', a + b
end program main
`,
    input: '2 40\n',
    expected: '42\n',
  },
});
