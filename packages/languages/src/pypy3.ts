// PyPy 3 (Debian's pypy3), as Kattis (problemtools' "Python 3 (w/PyPy3)") and Codeforces offer it beside
// CPython: the same programs, JIT-compiled. It lives in Python's judge image, so it adds no image.
import { python } from './python.js';
import { COMPILE_RESOURCES, interpreterResources } from './resources.js';
import { defineLanguage } from './types.js';

export const pypy3 = defineLanguage({
  id: 'pypy3',
  name: 'PyPy 3',
  version: 'PyPy 7.3.11 (Python 3.9)',
  // The formats give PyPy no extension of its own (`.py` is Python 3, which problemtools runs with
  // PyPy): `.pypy3` marks a package's source for it, and writes it back as such.
  extensions: ['.pypy3'],
  kattis: { name: 'Python 3 (w/PyPy3)' },
  monaco: 'python',
  entry: { ...python.entry, sources: /\.(?:py3?|pypy3)$/ },
  // Python's programs, starter code and harness: the editor offers it right after Python.
  editor: 'beside-programs-of',
  programsOf: 'python',
  lineComment: '#',
  image: python.image,
  sourceFile: () => 'main.py',
  compile: {
    argv: (source, _prebuilt, others = []) => ['pypy3', '-m', 'py_compile', source, ...others],
    sources: /\.py$/,
    artefacts: (source) => [source],
    artefactMode: 0o644,
    resources: { ...COMPILE_RESOURCES, addressSpaceKb: 0 },
    env: ({ box }) => ({ PYTHONPYCACHEPREFIX: `${box}/.pycache` }),
  },
  // CPython's three times the problem's limit of CPU: PyPy's loops cost far less, but its start (a 50 MB
  // binary, then the JIT's warm-up) costs more, and on a 0.5 s problem twice the limit ended a tiny test
  // Time Limit Exceeded on a busy judge. Switching from CPython to PyPy must never cost a verdict.
  run: ({ sourceFile, timeMs, memoryKb }) => ({
    argv: ['pypy3', '-B', sourceFile],
    resources: interpreterResources(timeMs * 3, memoryKb),
  }),
  env: python.env ?? {},
  outOfMemory: python.outOfMemory,
  versionCommand: ['pypy3', '--version'],
  selfTest: python.selfTest,
});
