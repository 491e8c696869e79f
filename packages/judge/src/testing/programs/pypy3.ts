import { pythonPrograms } from './python.js';
import type { ConformancePrograms } from './types.js';

// The Python programs, run by PyPy 3; only the crash differs: PyPy's ctypes reads address 0 without a fault.
export const pypy3Programs: ConformancePrograms = {
  ...pythonPrograms,
  crash: { source: 'import os, signal\nos.kill(os.getpid(), signal.SIGSEGV)\n', signal: 11 },
};
