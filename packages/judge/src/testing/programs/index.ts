import type { LanguageId } from '@codecourt/contracts';
import { cPrograms } from './c.js';
import { commonlispPrograms } from './commonlisp.js';
import { cppPrograms } from './cpp.js';
import { csharpPrograms } from './csharp.js';
import { dPrograms } from './d.js';
import { elixirPrograms } from './elixir.js';
import { erlangPrograms } from './erlang.js';
import { fortranPrograms } from './fortran.js';
import { goPrograms } from './go.js';
import { haskellPrograms } from './haskell.js';
import { javaPrograms } from './java.js';
import { javascriptPrograms } from './javascript.js';
import { kotlinPrograms } from './kotlin.js';
import { luaPrograms } from './lua.js';
import { ocamlPrograms } from './ocaml.js';
import { pascalPrograms } from './pascal.js';
import { perlPrograms } from './perl.js';
import { phpPrograms } from './php.js';
import { pypy3Programs } from './pypy3.js';
import { pythonPrograms } from './python.js';
import { racketPrograms } from './racket.js';
import { rubyPrograms } from './ruby.js';
import { rustPrograms } from './rust.js';
import { scalaPrograms } from './scala.js';
import { typescriptPrograms } from './typescript.js';
import type { ConformancePrograms } from './types.js';

export const CONFORMANCE_PROGRAMS: Readonly<Record<LanguageId, ConformancePrograms>> = {
  cpp: cppPrograms,
  c: cPrograms,
  java: javaPrograms,
  javascript: javascriptPrograms,
  python: pythonPrograms,
  pypy3: pypy3Programs,
  go: goPrograms,
  ruby: rubyPrograms,
  php: phpPrograms,
  perl: perlPrograms,
  typescript: typescriptPrograms,
  kotlin: kotlinPrograms,
  rust: rustPrograms,
  csharp: csharpPrograms,
  pascal: pascalPrograms,
  lua: luaPrograms,
  erlang: erlangPrograms,
  elixir: elixirPrograms,
  fortran: fortranPrograms,
  haskell: haskellPrograms,
  ocaml: ocamlPrograms,
  scala: scalaPrograms,
  commonlisp: commonlispPrograms,
  racket: racketPrograms,
  d: dPrograms,
};

/** Output validators of the conformance suite: accept exactly a+b for the input "a b". */
export const SUM_VALIDATORS = {
  cpp: `#include <fstream>
#include <iostream>
int main(int argc, char **argv) {
    std::ifstream in(argv[1]);
    long long a, b, got;
    in >> a >> b;
    if (!(std::cin >> got) || got != a + b) {
        std::ofstream(std::string(argv[3]) + "/judgemessage.txt") << "expected the sum " << a + b;
        return 43;
    }
    return 42;
}
`,
  python: `import sys
a, b = map(int, open(sys.argv[1]).read().split())
try:
    ok = int(sys.stdin.read().split()[0]) == a + b
except Exception:
    ok = False
if not ok:
    open(sys.argv[3] + '/judgemessage.txt', 'w').write('expected the sum %d' % (a + b))
sys.exit(42 if ok else 43)
`,
} as const;
