/**
 * What a Run answers when custom input does not fit the problem's input format (400, code
 * `inputFormat`), checked before anything runs: the user sees which line is wrong and what it should
 * hold, not their program's crash inside the harness's parser.
 */

/** The kinds of JSON value an input line (or an array's element) may hold. */
export const INPUT_VALUE_KINDS = [
  'integer',
  'number',
  'string',
  'boolean',
  'null',
  'array',
  'object',
] as const;
export type InputValueKind = (typeof INPUT_VALUE_KINDS)[number];

/** One kind as a phrase, alone ("an integer") and as an array's elements ("integers"). */
export const INPUT_KIND_WORDS: Record<Exclude<InputValueKind, 'array'>, { one: string; many: string }> = {
  integer: { one: 'an integer', many: 'integers' },
  number: { one: 'a number', many: 'numbers' },
  string: { one: 'a string in double quotes', many: 'strings in double quotes' },
  boolean: { one: 'true or false', many: 'true or false values' },
  null: { one: 'null', many: 'null' },
  object: { one: 'a JSON object', many: 'JSON objects' },
};

export const INPUT_FORMAT_MESSAGES = {
  /** "Line 1: expected an array of integers". */
  line: (line: number, expected: string) => `Line ${String(line)}: expected ${expected}`,
  /** A line that is not JSON at all. */
  notJson: (line: number, expected: string) =>
    `Line ${String(line)}: expected ${expected} (one JSON value per line)`,
  lineCount: (expected: number, got: number) =>
    `Expected ${String(expected)} ${expected === 1 ? 'line' : 'lines'} of input (one value per line), got ${String(got)}`,
} as const;

/** Whether a Run's 400 is a format message (shown under the input box, not as the program's failure). */
export function isInputFormatMessage(text: string): boolean {
  return /^(Line \d+: expected |Expected \d+ lines? of input )/.test(text);
}
