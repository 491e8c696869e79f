import type { ConformancePrograms } from './types.js';

const program = (body: string, requires = '') => `#lang racket/base\n${requires}${body}`;
const read = '(define a (read))\n(define b (read))\n';

export const racketPrograms: ConformancePrograms = {
  accepted: program(`${read}(displayln (+ a b))\n`),
  wrong: program(`${read}(displayln (- a b))\n`),
  busyLoop: program('(let loop ([x 0]) (loop (modulo (add1 x) 1000)))\n'),
  sleep: program('(sleep 30)\n'),
  allocate: program("(let loop ([blocks '()])\n  (loop (cons (make-bytes (* 16 1024 1024) 1) blocks)))\n"),
  printFlood: program('(let loop () (write-string "flood flood flood flood flood flood\\n") (loop))\n'),
  // Racket turns a fault into an "invalid memory reference" exception: C's abort() is the signal it leaves.
  crash: {
    source: program('((get-ffi-obj "abort" #f (_fun -> _void)))\n', '(require ffi/unsafe)\n'),
    signal: 6,
  },
  uncaught: program('(error \'boom "escapes")\n'),
  nonZeroExit: program('(exit 3)\n'),
  broken: program('(displayln undefined_name)\n'),
  crlfTrailingSpaces: program(`${read}(display (format "~a  \\r\\n" (+ a b)))\n`),
  approximatePi: program('(displayln "3.1416")\n'),
  // A module without its `#lang` line does not compile.
  commentOnly: 'Compilation Error',
};
