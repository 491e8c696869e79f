import { INPUT_FORMAT_MESSAGES } from '@codecourt/contracts';
import { describeShape, fits, widen } from './json-shape.js';
import type { Shape } from './json-shape.js';

/** A problem's input as its function-only harnesses read it: one JSON value per line, each of a shape. */
export type InputFormat = { lines: Shape[] };

/** The lines of an input without the trailing newline(s) a file ends with. */
const linesOf = (input: string) => input.replace(/\s+$/, '').split(/\r?\n/);

function parseLine(line: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(line) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * The format the tests' inputs share, or undefined when they share none that can be checked: a line
 * that is not JSON, or tests with different numbers of lines (then nothing is refused).
 */
export function inferInputFormat(inputs: readonly string[]): InputFormat | undefined {
  let lines: (Shape | undefined)[] | undefined;
  for (const input of inputs) {
    const values = linesOf(input).map(parseLine);
    if (lines && lines.length !== values.length) return undefined;
    const next: (Shape | undefined)[] = lines ?? values.map(() => undefined);
    for (const [i, parsed] of values.entries()) {
      if (!parsed.ok) return undefined;
      next[i] = widen(next[i], parsed.value);
    }
    lines = next;
  }
  if (!lines || lines.length === 0) return undefined;
  const shapes = lines.filter((s): s is Shape => s !== undefined);
  return shapes.length === lines.length ? { lines: shapes } : undefined;
}

/** The message for the first place `input` leaves the format, or undefined when it fits. */
export function inputFormatError(format: InputFormat, input: string): string | undefined {
  const lines = linesOf(input);
  if (lines.length !== format.lines.length)
    return INPUT_FORMAT_MESSAGES.lineCount(format.lines.length, lines.length);
  for (const [i, shape] of format.lines.entries()) {
    const parsed = parseLine(lines[i] ?? '');
    if (!parsed.ok) return INPUT_FORMAT_MESSAGES.notJson(i + 1, describeShape(shape));
    if (!fits(parsed.value, shape)) return INPUT_FORMAT_MESSAGES.line(i + 1, describeShape(shape));
  }
  return undefined;
}
