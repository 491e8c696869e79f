// A problem's checker as stores keep it: `validation`, the validator's program and problem.yaml's
// `validator_flags` as written (the default validator's switches and tolerances, or the words a custom
// validator or interactor gets after feedback_dir). One rule for every reader, so an import, an export and
// a judge request never read the same columns two ways.
import { JUDGE_LIMITS, validatorArgsSchema } from '@codecourt/contracts';
import type { ProblemChecker, ProgramFile, ProgramSource } from '@codecourt/contracts';
import { formatValidatorFlags, parseValidatorFlags } from './validator-flags.js';

export type StoredChecker = {
  validation: 'default' | 'custom';
  /** The custom validator's or interactor's entry file; null for the default validator. */
  validator: Pick<ProgramSource, 'language' | 'source'> | null;
  /** The validator folder's other files, and the entry's path among them (only meaningful with files). */
  files: readonly ProgramFile[];
  entry?: string | undefined;
  /** problem.yaml `validator_flags`, as written. */
  flags: string;
  interactive: boolean;
};

/** problem.yaml `validator_flags` as words, as problemtools splits them; throws past the judge's limits. */
export function validatorArgs(flags: string): string[] {
  const words = flags.split(/\s+/).filter(Boolean);
  if (validatorArgsSchema.safeParse(words).success) return words;
  throw new Error(
    `validator_flags must be at most ${String(JUDGE_LIMITS.maxValidatorArgs)} words of at most ${String(JUDGE_LIMITS.maxValidatorArgChars)} characters`,
  );
}

export function checkerFromStored({
  validation,
  validator,
  files,
  entry,
  flags,
  interactive,
}: StoredChecker): ProblemChecker {
  if (validation === 'custom' && validator) {
    const program = {
      ...validator,
      ...(files.length > 0 ? { files: [...files], ...(entry === undefined ? {} : { entry }) } : {}),
    };
    const args = validatorArgs(flags);
    const given = args.length > 0 ? { args } : {};
    return interactive
      ? { kind: 'interactive', interactor: program, ...given }
      : { kind: 'custom', validator: program, ...given };
  }
  return { kind: 'default', flags: parseValidatorFlags(flags) };
}

/** The `validator_flags` text that gives `checker` back through checkerFromStored. */
export function storedFlags(checker: ProblemChecker): string {
  return checker.kind === 'default'
    ? formatValidatorFlags(checker.flags ?? {})
    : (checker.args ?? []).join(' ');
}
