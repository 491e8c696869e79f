import type { Verdict } from '@codecourt/contracts';

export type CheckInput = { input: string; expected: string; output: Buffer; index: number };
export type CheckOutcome = {
  verdict: Extract<Verdict, 'Accepted' | 'Wrong Answer' | 'Internal Error'>;
  message?: string;
};

/** Decides whether one test's output is right. */
export type OutputChecker = {
  check(input: CheckInput): Promise<CheckOutcome>;
  close(): Promise<void>;
};
