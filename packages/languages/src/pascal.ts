// Free Pascal 3.2.2, Debian bookworm's (fp-compiler-3.2.2, released in 2021), in FPC's default mode:
// a program that wants Delphi or Object Pascal syntax says {$mode delphi} or {$mode objfpc}. Compiled
// to a static native binary that links no libc; the compiler reads its unit paths from /etc/fpc.cfg,
// which the bwrap sandbox shows it (ETC_ENTRIES).
import { COMPILE_RESOURCES, nativeResources } from './resources.js';
import { defineLanguage } from './types.js';

export const pascal = defineLanguage({
  id: 'pascal',
  name: 'Pascal',
  version: 'Free Pascal 3.2.2',
  // .p is DOMjudge's second Pascal extension, .pp Free Pascal's own (units beside a program use it).
  extensions: ['.pas', '.pp', '.p'],
  kattis: { name: 'Pascal' },
  monaco: 'pascal',
  // A unit (hello.pp) travels beside the program and fpc finds it by name through `uses`: the entry is
  // the one source that starts with `program`.
  entry: { sources: /\.(?:pas|pp|p)$/, declaresMain: /^\s*program\s+\w+/im },
  judge0: { id: 67, name: 'Pascal (FPC 3.0.4)' },
  editor: 'never',
  lineComment: '//',
  image: { name: 'pascal', debianPackages: ['fp-compiler-3.2.2', 'fp-units-rtl-3.2.2'] },
  sourceFile: () => 'main.pas',
  compile: {
    // fpc compiles one program and the units it uses itself, so no other file is named to it. -l- drops
    // the logo and -v0wn keeps errors, warnings and notes: the message is what the user wrote wrong,
    // not the compiler's banner and progress lines.
    argv: (source) => ['fpc', '-l-', '-v0wn', '-O2', '-Xs', '-omain', source],
    artefacts: ['main'],
    resources: COMPILE_RESOURCES,
  },
  run: ({ timeMs, memoryKb }) => ({ argv: ['./main'], resources: nativeResources(timeMs, memoryKb) }),
  // The heap manager's failure (GetMem, New, SetLength past the address-space cap) is runtime error 203.
  outOfMemory: [/^Runtime error 203\b/m],
  versionCommand: ['fpc', '-iW'],
  selfTest: {
    source: `program main;
var a, b: int64;
begin
  read(a, b);
  writeln(a + b);
end.
`,
    input: '2 40\n',
    expected: '42\n',
  },
});
