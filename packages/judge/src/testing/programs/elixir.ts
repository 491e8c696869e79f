import type { ConformancePrograms } from './types.js';

const read = '[a, b] = IO.read(:stdio, :eof) |> String.split() |> Enum.map(&String.to_integer/1)\n';

export const elixirPrograms: ConformancePrograms = {
  accepted: `${read}IO.puts(a + b)\n`,
  wrong: `${read}IO.puts(a - b)\n`,
  busyLoop: 'defmodule Spin do\n  def loop(x), do: loop(x + 1)\nend\n\nSpin.loop(0)\n',
  sleep: 'Process.sleep(30_000)\n',
  // :binary.copy makes (and fills) a fresh 16 MB binary each time; the list keeps them all.
  allocate:
    'Stream.iterate([], fn blocks -> [:binary.copy(<<1>>, 16 * 1024 * 1024) | blocks] end) |> Stream.run()\n',
  printFlood:
    'line = String.duplicate("flood ", 1000) <> "\\n"\nStream.repeatedly(fn -> IO.write(line) end) |> Stream.run()\n',
  // The BEAM has no way to fault on purpose; halt(:abort) is its own abort(): SIGABRT.
  crash: { source: ':erlang.halt(:abort)\n', signal: 6 },
  uncaught: 'raise ArgumentError, "boom"\n',
  nonZeroExit: 'System.halt(3)\n',
  // The parser quotes the token it stopped at: "syntax error before: undefined_name".
  broken: 'IO.puts(1 undefined_name)\n',
  crlfTrailingSpaces: `${read}IO.write("#{a + b}  \\r\\n")\n`,
  approximatePi: 'IO.puts("3.1416")\n',
};
