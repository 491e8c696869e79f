// checktestdata (DOMjudge's input-validation language) in TypeScript: Debian ships no checktestdata.
import { ChecktestdataSyntaxError } from './lexer.js';
import { parseChecktestdata } from './parser.js';
import { runChecktestdata } from './interpreter.js';
import { ChecktestdataError } from './values.js';

export { ChecktestdataError, ChecktestdataSyntaxError, parseChecktestdata, runChecktestdata };

/** undefined when `data` is valid; otherwise why not (a syntax error in the program says so too). */
export function checkTestData(program: string, data: string, timeMs?: number): string | undefined {
  try {
    runChecktestdata(parseChecktestdata(program), data, timeMs);
    return undefined;
  } catch (error) {
    if (error instanceof ChecktestdataError) return error.message;
    if (error instanceof ChecktestdataSyntaxError) return `the program does not parse: ${error.message}`;
    throw error;
  }
}
