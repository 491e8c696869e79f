// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { colouredTokens, editorEdits, registerOwnGrammar, visibleTokens } from '@/testing/monaco-grammar';

// A D wysiwyg string's quote, which would end the template literal.
const BACKQUOTE = '`';

const PROGRAM = String.raw`/+ Sums the numbers on standard input.
   /+ Nested: this is still the comment. +/
   So is this line. +/
module main;

import std.stdio, std.algorithm;

enum kernel = q{ x += y; };

@safe pure nothrow ulong total(const(ulong)[] xs) /* block */ {
    return xs.sum;
}

void main()
{
    ulong[] xs;
    foreach (line; stdin.byLine) xs ~= line.to!ulong;
    immutable double mean = 1.5e0;
    writefln("total: %d\n", total(xs) + 0xFF + 1_000UL);
    writeln(r"C:\no\escape", ${BACKQUOTE} "raw" ${BACKQUOTE}, 'x', x"0A 0B");
    auto ratio = cast(real) xs.length / .5;
}
`;

describe('the D grammar', () => {
  registerOwnGrammar('d', () => import('@/lib/monaco-grammars/d'));

  it('when a D program is coloured, then its keywords, comments, strings and numbers have their classes', async () => {
    const tokens = await visibleTokens(PROGRAM, 'd');

    expect(tokens).toEqual(
      expect.arrayContaining([
        { text: '/+ Sums the numbers on standard input.', type: 'comment' },
        { text: 'module', type: 'keyword' },
        { text: 'import', type: 'keyword' },
        { text: 'enum', type: 'keyword' },
        { text: 'q{ x += y; }', type: 'string' },
        { text: '@safe', type: 'annotation' },
        { text: 'pure', type: 'keyword' },
        { text: 'ulong', type: 'type' },
        { text: '/* block */', type: 'comment' },
        { text: 'foreach', type: 'keyword' },
        { text: 'immutable', type: 'keyword' },
        { text: 'double', type: 'type' },
        { text: 'writefln', type: 'identifier' },
        { text: '"total: %d', type: 'string' },
        { text: '\\n', type: 'string.escape' },
        { text: 'r"C:\\no\\escape"', type: 'string' },
        { text: '` "raw" `', type: 'string' },
        { text: "'x'", type: 'string' },
        { text: 'x"0A 0B"', type: 'string' },
        { text: '1.5e0', type: 'number.float' },
        { text: '.5', type: 'number.float' },
        { text: '0xFF', type: 'number.hex' },
        { text: '1_000UL', type: 'number' },
        { text: 'cast', type: 'keyword' },
        { text: '~=', type: 'operator' },
      ]),
    );
    expect(tokens.filter((token) => token.type.includes('invalid'))).toEqual([]);
  });

  it('when a /+ comment holds another, then it ends only at the outer closing', async () => {
    const lines = await colouredTokens(PROGRAM, 'd');
    const comment = lines.slice(0, 3).flat();

    expect(comment.map((token) => token.type)).toEqual(comment.map(() => 'comment'));
    expect(lines[3]?.[0]).toEqual({ text: 'module', type: 'keyword' });
  });

  it('when a line is commented and brackets and quotes typed in the editor, then its configuration applies', async () => {
    const edits = await editorEdits('d', 'auto x = ', ['(', '[', '{', '"', "'", '`']);

    expect(edits.commented).toBe('// auto x = ');
    expect(edits.typed).toEqual({
      '(': 'auto x = ()',
      '[': 'auto x = []',
      '{': 'auto x = {}',
      '"': 'auto x = ""',
      "'": "auto x = ''",
      '`': 'auto x = ``',
    });
  });
});
