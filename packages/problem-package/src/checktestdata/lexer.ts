// The tokens of a checktestdata program (DOMjudge's checktestdata language): commands in upper case,
// variables in lower case, numbers, strings with their escapes, operators; `#` starts a comment.

export type Token =
  | { kind: 'command'; text: string; line: number }
  | { kind: 'name'; text: string; line: number }
  | { kind: 'integer'; text: string; line: number }
  | { kind: 'float'; text: string; line: number }
  | { kind: 'string'; text: string; line: number }
  | { kind: 'symbol'; text: string; line: number };

export class ChecktestdataSyntaxError extends Error {
  override readonly name = 'ChecktestdataSyntaxError';
}

const SYMBOLS = [
  '<=',
  '>=',
  '==',
  '!=',
  '&&',
  '||',
  '(',
  ')',
  '[',
  ']',
  ',',
  '=',
  '+',
  '-',
  '*',
  '/',
  '%',
  '^',
  '<',
  '>',
  '!',
];
const NUMBER = /[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?/y;
const WORD = /[A-Za-z][A-Za-z0-9]*/y;

/** The string literal's text with its escapes applied: octal, \n \t \r \b, \" \\, and line continuations. */
function unescape(body: string): string {
  return body.replace(/\\([0-7]{1,3}|[ntrb"\\\n])/g, (_, code: string) => {
    if (/^[0-7]/.test(code)) return String.fromCharCode(Number.parseInt(code, 8));
    const table: Record<string, string> = {
      n: '\n',
      t: '\t',
      r: '\r',
      b: '\b',
      '"': '"',
      '\\': '\\',
      '\n': '',
    };
    return table[code] ?? code;
  });
}

export function tokenize(program: string): Token[] {
  const tokens: Token[] = [];
  let line = 1;
  let at = 0;
  while (at < program.length) {
    const char = program[at] ?? '';
    if (char === '\n') line++;
    if (/\s/.test(char)) {
      at++;
      continue;
    }
    if (char === '#') {
      const end = program.indexOf('\n', at);
      at = end === -1 ? program.length : end;
      continue;
    }
    if (char === '"') {
      let end = at + 1;
      while (end < program.length && program[end] !== '"') end += program[end] === '\\' ? 2 : 1;
      if (end >= program.length)
        throw new ChecktestdataSyntaxError(`line ${String(line)}: unterminated string`);
      const body = program.slice(at + 1, end);
      tokens.push({ kind: 'string', text: unescape(body), line });
      line += body.split('\n').length - 1;
      at = end + 1;
      continue;
    }
    NUMBER.lastIndex = at;
    const number = NUMBER.exec(program);
    if (number) {
      const float = number[1] !== undefined || number[2] !== undefined;
      tokens.push({ kind: float ? 'float' : 'integer', text: number[0], line });
      at += number[0].length;
      continue;
    }
    WORD.lastIndex = at;
    const word = WORD.exec(program);
    if (word) {
      const text = word[0];
      if (/^[A-Z]+$/.test(text)) tokens.push({ kind: 'command', text, line });
      else if (/^[a-z][a-z0-9]*$/.test(text)) tokens.push({ kind: 'name', text, line });
      else
        throw new ChecktestdataSyntaxError(
          `line ${String(line)}: '${text}' is neither a command nor a variable`,
        );
      at += text.length;
      continue;
    }
    const symbol = SYMBOLS.find((s) => program.startsWith(s, at));
    if (!symbol) throw new ChecktestdataSyntaxError(`line ${String(line)}: unexpected '${char}'`);
    tokens.push({ kind: 'symbol', text: symbol, line });
    at += symbol.length;
  }
  return tokens;
}
