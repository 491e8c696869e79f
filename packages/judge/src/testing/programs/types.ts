/** Programs of the conformance suite in one language; each reads "a b" and answers with a+b when it answers at all. */
export type ConformancePrograms = {
  accepted: string;
  wrong: string;
  busyLoop: string;
  sleep: string;
  allocate: string;
  printFlood: string;
  /** A crash by signal (a real segfault where the language allows one). */
  crash: { source: string; signal: number };
  uncaught: string;
  /** What the uncaught error's stderr must say where the language names the user's source (file and line). */
  uncaughtTrace?: RegExp;
  nonZeroExit: string;
  /** Compiled languages: a Compilation Error whose message names `undefined_name`. Others: a syntax error at run time. */
  broken: string;
  crlfTrailingSpaces: string;
  /** Prints 3.1416 and nothing else. */
  approximatePi: string;
  /**
   * What a source of nothing but a comment gets, where the fuzz suite's guess (a script is its own artefact,
   * so it runs, prints nothing and is a Wrong Answer; a compiled language has no entry) is wrong for the
   * language: OCaml and Common Lisp compile an empty program, tsc emits an empty script, Racket wants `#lang`.
   */
  commentOnly?: 'Wrong Answer' | 'Compilation Error';
};
