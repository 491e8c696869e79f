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
  nonZeroExit: string;
  /** Compiled languages: a Compilation Error whose message names `undefined_name`. Others: a syntax error at run time. */
  broken: string;
  crlfTrailingSpaces: string;
  /** Prints 3.1416 and nothing else. */
  approximatePi: string;
};
