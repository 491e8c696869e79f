// OCaml, Debian bookworm's 4.13.1, compiled to native code by ocamlopt (without flambda: `-O3` would do
// nothing). The standard library with unix, str and bigarray linked in, as Kattis links them; no opam
// packages. OCaml 5's effects and domains are not there.
import { COMPILE_RESOURCES, nativeResources } from './resources.js';
import { defineLanguage } from './types.js';

export const ocaml = defineLanguage({
  id: 'ocaml',
  name: 'OCaml',
  version: 'OCaml 4.13.1',
  extensions: ['.ml'],
  kattis: { name: 'OCaml' },
  monaco: 'ocaml',
  // A module runs its top-level definitions: nothing declares a start, so the conventional name decides.
  entry: { sources: /\.ml$/, conventional: ['main.ml'] },
  judge0: { id: 65, name: 'OCaml (4.09.0)' },
  editor: 'never',
  // No line comments in OCaml: a note is a block comment closed on its line.
  lineComment: '(*',
  commentEnd: '*)',
  image: { name: 'ocaml', debianPackages: ['ocaml'] },
  sourceFile: () => 'main.ml',
  compile: {
    // Modules link in the order given and each may use only those before it: the entry comes last.
    argv: (source, _prebuilt, others = []) => [
      'ocamlopt',
      '-o',
      'main',
      'unix.cmxa',
      'str.cmxa',
      'bigarray.cmxa',
      ...others,
      source,
    ],
    sources: /\.ml$/,
    artefacts: ['main'],
    resources: COMPILE_RESOURCES,
    // ocamlopt assembles and links with gcc, whose driver survives the host's OOM killer ending a child.
    hostFailures: [/Killed signal terminated program/],
  },
  run: ({ timeMs, memoryKb }) => ({ argv: ['./main'], resources: nativeResources(timeMs, memoryKb) }),
  // The heap's growth refused by the address-space cap is an exception, uncaught unless the program catches it.
  outOfMemory: [/exception Out_of_memory/],
  versionCommand: ['ocamlopt', '-version'],
  selfTest: {
    source: `let () = Scanf.scanf " %d %d" (fun a b -> Printf.printf "%d\\n" (a + b))
`,
    input: '2 40\n',
    expected: '42\n',
  },
});
