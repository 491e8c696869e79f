// Our own lexer instead of dolos-lib's tree-sitter parsers: those are native addons built by node-gyp,
// which the offline machine and the production image cannot build (docs/integrity.md). Winnowing only
// needs a token stream that survives renaming, so one lexer serves every language CodeCourt judges.
import { Region } from '@dodona/dolos-core';
import type { LanguageId } from '@codecourt/contracts';

/** Words kept as themselves: the shape of the program. Every other identifier becomes one token. */
const KEYWORDS = new Set(
  (
    'if else for while do switch case default break continue return goto try catch finally throw throws ' +
    'class struct union enum interface extends implements new delete this self super static const final ' +
    'public private protected virtual override template typename namespace using import from package ' +
    'def lambda yield async await function var let val fun fn func go defer chan select range map in is ' +
    'not and or elif pass with as global nonlocal assert del print void int long short char bool boolean ' +
    'float double unsigned signed auto string String true false null nullptr None True False nil match ' +
    'impl trait mut ref pub mod crate where loop type typeof instanceof sizeof vector list dict set'
  ).split(' '),
);

/** Longest first, so `<<=` is one token and not `<<` then `=`. */
const OPERATORS = [
  '>>>=',
  '<<=',
  '>>=',
  '>>>',
  '===',
  '!==',
  '**=',
  '//=',
  '...',
  '->',
  '=>',
  '::',
  '++',
  '--',
  '<<',
  '>>',
  '<=',
  '>=',
  '==',
  '!=',
  '&&',
  '||',
  '+=',
  '-=',
  '*=',
  '/=',
  '%=',
  '&=',
  '|=',
  '^=',
  '**',
  '//',
  ':=',
];

export type Tokens = { tokens: string[]; mapping: Region[] };

/**
 * The token stream of a program for fingerprinting: comments and whitespace dropped, identifiers, numbers
 * and string literals each folded to one token (renaming a variable or changing a constant changes
 * nothing), keywords and operators kept. Each token's place in the source is kept for the side-by-side view.
 */
export function tokenize(code: string, language: LanguageId): Tokens {
  const tokens: string[] = [];
  const mapping: Region[] = [];
  // Python comments start with `#`; every other judged language has `//` and block comments.
  const hash = language === 'python';
  let i = 0;
  let row = 0;
  let col = 0;
  const advance = (to: number) => {
    for (; i < to && i < code.length; i++) {
      if (code[i] === '\n') {
        row++;
        col = 0;
      } else col++;
    }
  };
  const emit = (token: string, length: number) => {
    const startRow = row;
    const startCol = col;
    advance(i + length);
    tokens.push(token);
    mapping.push(new Region(startRow, startCol, row, col));
  };
  while (i < code.length) {
    const c = code[i] ?? '';
    if (c === ' ' || c === '\n' || c === '\t' || c === '\r' || /\s/.test(c)) advance(i + 1);
    else if ((hash && c === '#') || (!hash && code.startsWith('//', i))) {
      const end = code.indexOf('\n', i);
      advance(end === -1 ? code.length : end);
    } else if (!hash && code.startsWith('/*', i)) {
      const end = code.indexOf('*/', i + 2);
      advance(end === -1 ? code.length : end + 2);
    } else if (c === '"' || c === "'" || c === '`') {
      const triple = hash && code.startsWith(c.repeat(3), i);
      const quote = triple ? c.repeat(3) : c;
      let j = i + quote.length;
      while (j < code.length && !code.startsWith(quote, j)) j += code[j] === '\\' ? 2 : 1;
      emit('S', Math.min(j + quote.length, code.length) - i);
    } else if (/[0-9]/.test(c)) {
      const number = /^[0-9][\w.]*/.exec(code.slice(i, i + 64))?.[0] ?? c;
      emit('N', number.length);
    } else if (/[A-Za-z_$]/.test(c)) {
      const word = /^[\w$]+/.exec(code.slice(i, i + 256))?.[0] ?? c;
      emit(KEYWORDS.has(word) ? word : 'I', word.length);
    } else {
      const operator = OPERATORS.find((op) => code.startsWith(op, i)) ?? c;
      emit(operator, operator.length);
    }
  }
  return { tokens, mapping };
}
