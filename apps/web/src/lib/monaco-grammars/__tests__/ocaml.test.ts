// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { colouredTokens, editorEdits, registerOwnGrammar, visibleTokens } from '@/testing/monaco-grammar';

const PROGRAM = String.raw`(* Sums the numbers on standard input.
   (* Nested: this is still the comment, and so is "*)" in a string. *)
   So is this line. *)
type 'a tree = Leaf | Node of 'a tree * 'a * 'a tree [@@deriving show]

let rec insert x = function
  | Leaf -> Node (Leaf, x, Leaf)
  | Node (l, y, r) when x < y -> Node (insert x l, y, r)
  | Node (l, y, r) -> Node (l, y, insert x r)

let () =
  let total = ref 0L and count = ref 0 in
  (try
     while true do
       Scanf.scanf " %Ld" (fun n -> total := Int64.add !total n);
       incr count
     done
   with End_of_file -> ());
  let mean : float = Int64.to_float !total /. 1.5e0 in
  Printf.printf "total: %Ld\n" !total;
  Printf.printf {|mean "%f"|} mean;
  print_char 'x';
  print_int (0xFF + 1_000 + !count)
`;

describe('the OCaml grammar', () => {
  registerOwnGrammar('ocaml', () => import('@/lib/monaco-grammars/ocaml'));

  it('when an OCaml program is coloured, then its keywords, comments, strings and numbers have their classes', async () => {
    const tokens = await visibleTokens(PROGRAM, 'ocaml');

    expect(tokens).toEqual(
      expect.arrayContaining([
        { text: '(* Sums the numbers on standard input.', type: 'comment' },
        { text: 'type', type: 'keyword' },
        { text: "'a", type: 'type' },
        { text: 'Leaf', type: 'type' },
        { text: '[@@deriving', type: 'annotation' },
        { text: 'let', type: 'keyword' },
        { text: 'rec', type: 'keyword' },
        { text: 'function', type: 'keyword' },
        { text: 'when', type: 'keyword' },
        { text: 'while', type: 'keyword' },
        { text: 'done', type: 'keyword' },
        { text: 'float', type: 'type' },
        { text: 'Scanf', type: 'type' },
        { text: 'scanf', type: 'identifier' },
        { text: '" %Ld"', type: 'string' },
        { text: '\\n', type: 'string.escape' },
        { text: '{|mean "%f"|}', type: 'string' },
        { text: "'x'", type: 'string' },
        { text: '0L', type: 'number' },
        { text: '1.5e0', type: 'number.float' },
        { text: '0xFF', type: 'number.hex' },
        { text: '1_000', type: 'number' },
        { text: '/.', type: 'operator' },
        { text: ':=', type: 'operator' },
      ]),
    );
    expect(tokens.filter((token) => token.type.includes('invalid'))).toEqual([]);
  });

  it('when a comment holds another and a string with its closing, then it ends only at the outer closing', async () => {
    const lines = await colouredTokens(PROGRAM, 'ocaml');
    const comment = lines.slice(0, 3).flat();

    expect(comment.map((token) => token.type)).toEqual(comment.map(() => 'comment'));
    expect(lines[3]?.[0]).toEqual({ text: 'type', type: 'keyword' });
  });

  it('when a line is commented and brackets and quotes typed in the editor, then its configuration applies', async () => {
    const edits = await editorEdits('ocaml', 'let x = ', ['(', '[', '{', '"', "'"]);

    expect(edits.commented).toBe('(* let x =  *)');
    expect(edits.typed).toEqual({
      '(': 'let x = ()',
      '[': 'let x = []',
      '{': 'let x = {}',
      '"': 'let x = ""',
      "'": "let x = '",
    });
  });
});
