// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { editorEdits, registerOwnGrammar, visibleTokens } from '@/testing/monaco-grammar';

const PROGRAM = String.raw`%% Sums the numbers on standard input.
-module(main).
-export([main/0]).
-define(LIMIT, 16#FF).
-record(stats, {total = 0, count = 0}).

main() ->
    Stats = read(#stats{}),
    Mean = Stats#stats.total / max(1, Stats#stats.count) * 1.5e0,
    io:format("total: ~p~n", [Stats#stats.total]),
    io:format("mean ~.2f, limit ~p, newline ~p~n", [Mean, ?LIMIT, $\n]),
    'Quoted atom' =/= ok andalso true,
    <<Byte:8, _/binary>> = <<1_000:16>>,
    erlang:halt(Byte).

read(#stats{total = T, count = C} = S) ->
    case io:fread("", "~d") of
        {ok, [N]} when N >= 0 -> read(S#stats{total = T + N, count = C + 1});
        _ -> S
    end.
`;

describe('the Erlang grammar', () => {
  registerOwnGrammar('erlang', () => import('@/lib/monaco-grammars/erlang'));

  it('when an Erlang program is coloured, then its keywords, comments, strings and numbers have their classes', async () => {
    const tokens = await visibleTokens(PROGRAM, 'erlang');

    expect(tokens).toEqual(
      expect.arrayContaining([
        { text: '%% Sums the numbers on standard input.', type: 'comment' },
        { text: '-module', type: 'keyword' },
        { text: '-record', type: 'keyword' },
        { text: 'case', type: 'keyword' },
        { text: 'of', type: 'keyword' },
        { text: 'when', type: 'keyword' },
        { text: 'andalso', type: 'keyword' },
        { text: 'end', type: 'keyword' },
        { text: 'Stats', type: 'variable' },
        { text: '_', type: 'variable' },
        { text: 'io', type: 'identifier' },
        { text: '#stats', type: 'type' },
        { text: '?LIMIT', type: 'constant' },
        { text: "'Quoted atom'", type: 'constant' },
        { text: '"total: ~p~n"', type: 'string' },
        { text: '$\\n', type: 'string' },
        { text: '16#FF', type: 'number.hex' },
        { text: '1.5e0', type: 'number.float' },
        { text: '1_000', type: 'number' },
        { text: '8', type: 'number' },
        { text: '->', type: 'operator' },
        { text: '=/=', type: 'operator' },
        { text: '<<', type: 'delimiter.binary' },
      ]),
    );
    expect(tokens.filter((token) => token.type.includes('invalid'))).toEqual([]);
  });

  it('when a line is commented and brackets and quotes typed in the editor, then its configuration applies', async () => {
    const edits = await editorEdits('erlang', 'main() -> ', ['(', '[', '{', '"', "'"]);

    expect(edits.commented).toBe('% main() -> ');
    expect(edits.typed).toEqual({
      '(': 'main() -> ()',
      '[': 'main() -> []',
      '{': 'main() -> {}',
      '"': 'main() -> ""',
      "'": "main() -> ''",
    });
  });
});
