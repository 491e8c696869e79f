import type { CheckerFlags, Verdict } from '@codecourt/contracts';

/**
 * `pass` counts from 1; a multi-pass validator sees each pass's own input. `args` and `flags` are the test's
 * folder's own (testdata.yaml): words after the problem's for a custom validator, flags over the problem's
 * for the default one.
 */
export type CheckInput = {
  input: string;
  expected: string;
  output: Buffer;
  index: number;
  pass?: number;
  args?: readonly string[];
  flags?: CheckerFlags;
};
export type CheckOutcome = {
  verdict: Extract<Verdict, 'Accepted' | 'Wrong Answer' | 'Internal Error'>;
  message?: string;
  /** What a custom validator wrote to score.txt (scoring problems). */
  score?: number;
  /** Multi-pass: the input of the program's next run, from the validator's nextpass.in. */
  nextPass?: Buffer;
};

/** Decides whether one test's output is right. */
export type OutputChecker = {
  check(input: CheckInput): Promise<CheckOutcome>;
  close(): Promise<void>;
};
