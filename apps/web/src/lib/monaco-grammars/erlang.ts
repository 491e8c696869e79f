// Erlang/OTP 26 as erl_scan reads it: atoms, Variables, $c characters and Base#digits numbers.
import type { languages } from 'monaco-editor/editor';

export const conf: languages.LanguageConfiguration = {
  comments: { lineComment: '%' },
  brackets: [
    ['{', '}'],
    ['[', ']'],
    ['(', ')'],
    ['<<', '>>'],
  ],
  autoClosingPairs: [
    { open: '{', close: '}' },
    { open: '[', close: ']' },
    { open: '(', close: ')' },
    { open: '"', close: '"', notIn: ['string', 'comment'] },
    // A quote only ever opens a quoted atom.
    { open: "'", close: "'", notIn: ['string', 'comment'] },
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
  tokenPostfix: '.erlang',
  keywords: [
    'after',
    'and',
    'andalso',
    'band',
    'begin',
    'bnot',
    'bor',
    'bsl',
    'bsr',
    'bxor',
    'case',
    'catch',
    'cond',
    'div',
    'else',
    'end',
    'fun',
    'if',
    'let',
    'maybe',
    'not',
    'of',
    'or',
    'orelse',
    'receive',
    'rem',
    'try',
    'when',
    'xor',
  ],
  escapes: /\\(?:[bdefnrstv'"\\]|[0-7]{1,3}|x[0-9a-fA-F]{2}|x\{[0-9a-fA-F]+\}|\^[a-zA-Z@[\\\]^_?])/,
  tokenizer: {
    root: [
      [/\s+/, ''],
      [/%.*$/, 'comment'],
      // -module(m). -export([main/0]). -define(N, 10).: module attributes open a line.
      [/^-\s*[a-z][\w@]*/, 'keyword'],
      [/[a-z][\w@]*/, { cases: { '@keywords': 'keyword', '@default': 'identifier' } }],
      // Variables start with a capital or an underscore.
      [/[A-Z_][\w@]*/, 'variable'],
      // ?MODULE, ?LINE and macros of one's own.
      [/\?\??[A-Za-z_][\w@]*/, 'constant'],
      // #point{x = 1}: a record's name.
      [/#[a-z][\w@]*/, 'type'],
      // 16#FF, 2#1010: an integer in base 2 to 36.
      [/\d+#[0-9a-zA-Z](?:_?[0-9a-zA-Z])*/, 'number.hex'],
      [/\d(?:_?\d)*\.\d(?:_?\d)*(?:[eE][+-]?\d+)?/, 'number.float'],
      [/\d(?:_?\d)*/, 'number'],
      // $a, $\n: a character is its code.
      [/\$(?:@escapes|\\.|.)/, 'string'],
      [/"/, 'string', '@string'],
      [/'/, 'constant', '@quotedAtom'],
      [/<<|>>/, '@brackets'],
      [/[()[\]{}]/, '@brackets'],
      [/[,;.]/, 'delimiter'],
      [/[+\-*/=<>!:|#?]+/, 'operator'],
    ],
    string: [
      [/[^\\"]+/, 'string'],
      [/@escapes/, 'string.escape'],
      [/\\./, 'string.escape.invalid'],
      [/"/, 'string', '@pop'],
    ],
    quotedAtom: [
      [/[^\\']+/, 'constant'],
      [/@escapes/, 'string.escape'],
      [/\\./, 'string.escape.invalid'],
      [/'/, 'constant', '@pop'],
    ],
  },
  brackets: [
    { open: '{', close: '}', token: 'delimiter.curly' },
    { open: '[', close: ']', token: 'delimiter.square' },
    { open: '(', close: ')', token: 'delimiter.parenthesis' },
    { open: '<<', close: '>>', token: 'delimiter.binary' },
  ],
};
