// Rust, Debian bookworm's rustc 1.63 (August 2022), edition 2021, with its standard library only (no
// crates: there is no cargo in the box). Older than current Rust: let-else (1.65), generic associated
// types (1.65), `std::iter::repeat_n`, `is_some_and` (1.70) and `OnceLock` (1.70) are missing, so code
// written for a current toolchain may fail to compile here.
import { COMPILE_RESOURCES, nativeResources } from './resources.js';
import { defineLanguage } from './types.js';

export const rust = defineLanguage({
  id: 'rust',
  name: 'Rust',
  version: 'rustc 1.63',
  extensions: ['.rs'],
  kattis: { name: 'Rust' },
  monaco: 'rust',
  // rustc compiles one crate from its root: a multi-file program's other files are its modules (`mod x;`),
  // which rustc finds beside the root itself.
  entry: { sources: /\.rs$/, declaresMain: /\bfn\s+main\s*\(\s*\)/, conventional: ['main.rs'] },
  judge0: { id: 73, name: 'Rust (1.40.0)' },
  editor: 'with-template',
  library: true,
  note: 'rustc 1.63 (2022), standard library only (no crates): let-else, generic associated types (1.65), is_some_and and OnceLock (1.70) are missing.',
  lineComment: '//',
  // rustc brings gcc, binutils and libc6-dev: it links with cc.
  image: { name: 'rust', debianPackages: ['rustc'] },
  sourceFile: () => 'main.rs',
  compile: {
    argv: (source) => [
      'rustc',
      '--edition',
      '2021',
      '-O',
      // One codegen unit: LLVM on one thread, so the compile neither needs many processes nor keeps a
      // module per thread in memory, and contest code is optimised as a whole.
      '-C',
      'codegen-units=1',
      // The standard library's debug information makes 11 MB of a hello world (460 KB without): the
      // artefact cache keeps the smaller one, and panics still name their functions.
      '-C',
      'strip=debuginfo',
      '-o',
      'main',
      source,
    ],
    artefacts: ['main'],
    resources: COMPILE_RESOURCES,
    // rustc reports the linker's driver, which says so when the host's OOM killer ended ld.
    hostFailures: [/terminated with signal 9/],
  },
  run: ({ timeMs, memoryKb }) => ({ argv: ['./main'], resources: nativeResources(timeMs, memoryKb) }),
  // The global allocator's failure message, before it aborts.
  outOfMemory: [/memory allocation of \d+ bytes failed/],
  versionCommand: ['rustc', '--version'],
  selfTest: {
    source: `use std::io::{self, Read};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let sum: i64 = input.split_whitespace().map(|x| x.parse::<i64>().unwrap()).sum();
    println!("{}", sum);
}
`,
    input: '2 40\n',
    expected: '42\n',
  },
});
