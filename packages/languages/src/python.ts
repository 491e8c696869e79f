import { COMPILE_RESOURCES, interpreterResources } from './resources.js';
import { defineLanguage } from './types.js';

export const python = defineLanguage({
  id: 'python',
  name: 'Python',
  version: 'Python 3.11',
  extensions: ['.py', '.py3'],
  kattis: { name: 'Python 3', shebang: /^#!.*\bpython3\b/ },
  monaco: 'python',
  entry: {
    sources: /\.py3?$/,
    declaresMain: /^if\s+__name__\s*==\s*['"]__main__['"]/m,
    conventional: ['main.py', '__main__.py'],
  },
  judge0: { id: 71, name: 'Python (3)' },
  editor: 'always',
  library: true,
  lineComment: '#',
  // PyPy 3 (pypy3.ts) shares this image.
  image: { name: 'python', debianPackages: ['python3', 'pypy3'] },
  sourceFile: () => 'main.py',
  // The syntax check is Python's compile step: a syntax error is a Compilation Error, found once and
  // cached, and the checked source itself is the artefact.
  compile: {
    argv: (source, _prebuilt, others = []) => ['python3', '-m', 'py_compile', source, ...others],
    sources: /\.py$/,
    artefacts: (source) => [source],
    artefactMode: 0o644,
    resources: { ...COMPILE_RESOURCES, addressSpaceKb: 0 },
    env: ({ box }) => ({ PYTHONPYCACHEPREFIX: `${box}/.pycache` }),
  },
  run: ({ sourceFile, timeMs, memoryKb }) => ({
    argv: ['python3', '-B', sourceFile],
    resources: interpreterResources(timeMs * 3, memoryKb),
  }),
  env: { PYTHONDONTWRITEBYTECODE: '1', PYTHONHASHSEED: '0', PYTHONIOENCODING: 'utf-8' },
  outOfMemory: [/\bMemoryError\b/],
  versionCommand: ['python3', '--version'],
  selfTest: {
    source: `a, b = map(int, input().split())
print(a + b)
`,
    input: '2 40\n',
    expected: '42\n',
  },
});
