import type { ConformancePrograms } from './types.js';

const read = (body: string) => `(let ((a (read)) (b (read)))\n  ${body})\n`;
const raise = (signal: number) =>
  `(sb-alien:alien-funcall (sb-alien:extern-alien "raise" (function sb-alien:int sb-alien:int)) ${String(signal)})\n`;

export const commonlispPrograms: ConformancePrograms = {
  accepted: read('(format t "~a~%" (+ a b))'),
  wrong: read('(format t "~a~%" (- a b))'),
  busyLoop: '(let ((x 0))\n  (loop (setf x (mod (1+ x) 1000))))\n',
  sleep: '(sleep 30)\n',
  allocate:
    "(let ((blocks '()))\n  (loop (push (make-array (* 16 1024 1024) :element-type '(unsigned-byte 8) :initial-element 1) blocks)))\n",
  printFlood: '(loop (write-line "flood flood flood flood flood flood"))\n',
  // SBCL handles SIGSEGV (its garbage collector's write barrier), SIGABRT and SIGBUS itself and exits 1:
  // SIGQUIT is a signal it leaves at its default.
  crash: { source: raise(3), signal: 3 },
  uncaught: '(error "boom")\n',
  nonZeroExit: '(sb-ext:exit :code 3)\n',
  // An undeclared variable is only a warning to compile-file, which still writes the compiled file: a
  // package that does not exist is a read error, which fails it (the pipes keep the name's case).
  broken: '(print (|undefined_name|::x))\n',
  crlfTrailingSpaces: read('(format t "~a  ~c~c" (+ a b) #\\Return #\\Newline)'),
  approximatePi: '(write-line "3.1416")\n',
  // compile-file writes a fasl of an empty file: a program that prints nothing.
  commentOnly: 'Wrong Answer',
};
