// Haskell 2010 with the GHC extensions a judge's programs use (numeric underscores, pragmas, forall).
import type { languages } from 'monaco-editor/editor';

export const conf: languages.LanguageConfiguration = {
  comments: { lineComment: '--', blockComment: ['{-', '-}'] },
  brackets: [
    ['{', '}'],
    ['[', ']'],
    ['(', ')'],
  ],
  // No quote pair: a quote also ends names (foldl', x'), where closing it would get in the way.
  autoClosingPairs: [
    { open: '{', close: '}' },
    { open: '[', close: ']' },
    { open: '(', close: ')' },
    { open: '"', close: '"', notIn: ['string', 'comment'] },
  ],
  surroundingPairs: [
    { open: '{', close: '}' },
    { open: '[', close: ']' },
    { open: '(', close: ')' },
    { open: '"', close: '"' },
    { open: "'", close: "'" },
  ],
};

export const language: languages.IMonarchLanguage = {
  defaultToken: '',
  tokenPostfix: '.haskell',
  keywords: [
    'as',
    'case',
    'class',
    'data',
    'default',
    'deriving',
    'do',
    'else',
    'family',
    'forall',
    'foreign',
    'hiding',
    'if',
    'import',
    'in',
    'infix',
    'infixl',
    'infixr',
    'instance',
    'let',
    'mdo',
    'module',
    'newtype',
    'of',
    'qualified',
    'then',
    'type',
    'where',
  ],
  // The reserved operators, coloured as the keywords they are.
  reservedOperators: ['..', ':', '::', '=', '\\', '|', '<-', '->', '@', '~', '=>'],
  symbol: /[!#$%&*+./<=>?@\\^|~:-]/,
  escapes:
    /\\(?:[abfnrtv\\"'&]|x[0-9a-fA-F]+|o[0-7]+|\d+|\^[A-Z@[\\\]^_]|NUL|SOH|STX|ETX|EOT|ENQ|ACK|BEL|BS|HT|LF|VT|FF|CR|SO|SI|DLE|DC1|DC2|DC3|DC4|NAK|SYN|ETB|CAN|EM|SUB|ESC|FS|GS|RS|US|SP|DEL)/,
  digits: /\d(?:_*\d)*/,
  tokenizer: {
    root: [
      { include: '@whitespace' },
      // Constructors, types, classes and module names all start with a capital.
      [/[A-Z][\w']*/, 'type'],
      [/[a-z_][\w']*/, { cases: { '@keywords': 'keyword', '@default': 'identifier' } }],
      [/0[xX][0-9a-fA-F](?:_*[0-9a-fA-F])*/, 'number.hex'],
      [/0[oO][0-7](?:_*[0-7])*/, 'number.octal'],
      [/0[bB][01](?:_*[01])*/, 'number.binary'],
      [/@digits(?:\.@digits(?:[eE][+-]?@digits)?|[eE][+-]?@digits)/, 'number.float'],
      [/@digits/, 'number'],
      [/"/, 'string', '@string'],
      [/'(?:[^\\']|@escapes)'/, 'string'],
      // `div` and friends: a function used as an infix operator.
      [/`[A-Za-z_][\w'.]*`/, 'operator'],
      [/@symbol+/, { cases: { '@reservedOperators': 'keyword', '@default': 'operator' } }],
      [/[()[\]{}]/, '@brackets'],
      [/[,;]/, 'delimiter'],
    ],
    whitespace: [
      [/\s+/, ''],
      [/\{-#/, 'annotation', '@pragma'],
      [/\{-/, 'comment', '@comment'],
      // Two or more dashes begin a comment only when no other symbol follows: `-->` is an operator.
      [/--+(?![!#$%&*+./<=>?@\\^|~:]).*$/, 'comment'],
    ],
    // {- -} nests: each opening needs its own closing.
    comment: [
      [/[^{-]+/, 'comment'],
      [/\{-/, 'comment', '@push'],
      [/-\}/, 'comment', '@pop'],
      [/[{-]/, 'comment'],
    ],
    pragma: [
      [/#-\}/, 'annotation', '@pop'],
      [/[^#]+/, 'annotation'],
      [/#/, 'annotation'],
    ],
    string: [
      // A string gap: a backslash, white space (line breaks too) and another backslash. Its closing half
      // opens the next line, before the line's white space could be taken as text.
      [/^\s*\\/, 'string.escape'],
      [/\\\s*$/, 'string.escape'],
      [/\\\s+\\/, 'string.escape'],
      // A line that ends inside a string without a gap: the string is unterminated, so the next line is not in it.
      [/[^\\"]+$/, 'string.invalid', '@pop'],
      [/[^\\"]+/, 'string'],
      [/@escapes/, 'string.escape'],
      [/\\./, 'string.escape.invalid'],
      [/"/, 'string', '@pop'],
    ],
  },
};
