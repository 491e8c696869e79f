// The test data as checktestdata reads it: byte by byte, whitespace exact, with the line and column of
// each failure.
import { ChecktestdataError } from './values.js';

export class DataCursor {
  private at = 0;
  constructor(private readonly data: string) {}

  get atEof(): boolean {
    return this.at >= this.data.length;
  }

  peekChar(): string | undefined {
    return this.data[this.at];
  }

  /** The cursor's offset, to name where a token began once it turns out wrong. */
  get offset(): number {
    return this.at;
  }

  /** Where the cursor is (or was, at `offset`), as "line L, column C" of the data (both from 1). */
  where(offset = this.at): string {
    const before = this.data.slice(0, offset);
    const line = before.split('\n').length;
    const column = offset - before.lastIndexOf('\n');
    return `line ${String(line)}, column ${String(column)}`;
  }

  private found(): string {
    const next = this.data[this.at];
    if (next === undefined) return 'end of file';
    return next === '\n'
      ? 'a newline'
      : next === ' '
        ? 'a space'
        : JSON.stringify(this.data.slice(this.at, this.at + 12));
  }

  fail(expected: string): never {
    throw new ChecktestdataError(`${this.where()}: expected ${expected}, found ${this.found()}`);
  }

  /** The exact text, or a failure naming what was expected. */
  literal(text: string, shown: string): void {
    if (!this.data.startsWith(text, this.at)) this.fail(shown);
    this.at += text.length;
  }

  /** What a sticky pattern matches here (possibly empty), or undefined when it does not match. */
  take(pattern: RegExp): string | undefined {
    pattern.lastIndex = this.at;
    const text = pattern.exec(this.data)?.[0];
    if (text !== undefined) this.at += text.length;
    return text;
  }
}
