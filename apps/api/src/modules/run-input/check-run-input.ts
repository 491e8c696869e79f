import { AppError } from '../../lib/app-error.js';
import type { ProblemRow } from '../../db/schema/index.js';
import { inferInputFormat, inputFormatError } from './input-format.js';
import type { InputFormat } from './input-format.js';

/** How many problems' formats are kept; the oldest is dropped first. */
const FORMAT_CACHE_SIZE = 200;

/**
 * Custom input checked against the problem's input format before a Run judges anything. The format is
 * what the harnesses parse: one JSON value per line, each line of the kinds the problem's tests hold
 * (inferred once per version of the problem). Only a Run inside a harness is checked: a whole program
 * reads input its own way.
 */
export function createRunInputCheck() {
  const formats = new Map<string, InputFormat | null>();
  const formatOf = (problem: ProblemRow, inputs: () => readonly string[]) => {
    const key = `${problem.id}:${problem.updatedAt.toISOString()}`;
    let format = formats.get(key);
    if (format === undefined) {
      format = inferInputFormat(inputs()) ?? null;
      formats.set(key, format);
      while (formats.size > FORMAT_CACHE_SIZE) formats.delete(formats.keys().next().value as string);
    }
    return format;
  };
  return {
    /** 400 `inputFormat` naming the first line that leaves the format. */
    assertFits(
      problem: ProblemRow,
      tests: readonly { input: string }[],
      hasHarness: boolean,
      input: string,
    ): void {
      if (!hasHarness) return;
      const format = formatOf(problem, () => tests.map((t) => t.input));
      const error = format && inputFormatError(format, input);
      if (error) throw new AppError('inputFormat', error, 400);
    },
  };
}
export type RunInputCheck = ReturnType<typeof createRunInputCheck>;
