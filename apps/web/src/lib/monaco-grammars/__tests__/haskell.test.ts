// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { colouredTokens, editorEdits, registerOwnGrammar, visibleTokens } from '@/testing/monaco-grammar';

const PROGRAM = String.raw`{-# LANGUAGE BangPatterns #-}
-- | Sums the numbers on standard input.
module Main (main) where

import qualified Data.ByteString.Char8 as B
import Data.Maybe (mapMaybe)

{- The input is one number a line.
   {- Nested: this is still the comment. -}
   So is this line. -}
main :: IO ()
main = do
  input <- B.getContents
  let numbers = map fst (mapMaybe B.readInt (B.lines input))
      total = foldl' (+) 0 numbers
      half = fromIntegral total / 2.5e0 :: Double
  putStrLn ("total: " ++ show total ++ "\n")
  print (total ${'`div`'} 0x1F, half, 1_000_000, 'x', '\n')
  where
    foldl' f !z xs = if null xs then z else foldl' f (f z (head xs)) (tail xs)
    a --> b = a || b
`;

describe('the Haskell grammar', () => {
  registerOwnGrammar('haskell', () => import('@/lib/monaco-grammars/haskell'));

  it('when a Haskell program is coloured, then its keywords, comments, strings and numbers have their classes', async () => {
    const tokens = await visibleTokens(PROGRAM, 'haskell');

    expect(tokens).toEqual(
      expect.arrayContaining([
        { text: '{-# LANGUAGE BangPatterns #-}', type: 'annotation' },
        { text: '-- | Sums the numbers on standard input.', type: 'comment' },
        { text: 'module', type: 'keyword' },
        { text: 'where', type: 'keyword' },
        { text: 'qualified', type: 'keyword' },
        { text: 'let', type: 'keyword' },
        { text: 'if', type: 'keyword' },
        { text: '::', type: 'keyword' },
        { text: '<-', type: 'keyword' },
        { text: 'IO', type: 'type' },
        { text: 'Double', type: 'type' },
        { text: "foldl'", type: 'identifier' },
        { text: '"total: "', type: 'string' },
        { text: '\\n', type: 'string.escape' },
        { text: "'x'", type: 'string' },
        { text: "'\\n'", type: 'string' },
        { text: '0x1F', type: 'number.hex' },
        { text: '2.5e0', type: 'number.float' },
        { text: '1_000_000', type: 'number' },
        { text: '`div`', type: 'operator' },
        { text: '-->', type: 'operator' },
        { text: '++', type: 'operator' },
      ]),
    );
    expect(tokens.filter((token) => token.type.includes('invalid'))).toEqual([]);
  });

  it('when a block comment holds another, then it ends only at the outer closing', async () => {
    const lines = await colouredTokens(PROGRAM, 'haskell');
    const comment = lines.slice(7, 10).flat();

    expect(comment.map((token) => token.type)).toEqual(comment.map(() => 'comment'));
    expect(lines[10]?.[0]).toEqual({ text: 'main', type: 'identifier' });
  });

  it('when a line is commented and brackets and quotes typed in the editor, then its configuration applies', async () => {
    const edits = await editorEdits('haskell', 'main = print ', ['(', '[', '"', "'"]);

    expect(edits.commented).toBe('-- main = print ');
    expect(edits.typed).toEqual({
      '(': 'main = print ()',
      '[': 'main = print []',
      '"': 'main = print ""',
      "'": "main = print '",
    });
  });
});
