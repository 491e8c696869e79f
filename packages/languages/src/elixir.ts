// Elixir 1.14 on Erlang/OTP 25 (Debian bookworm's elixir, 1.14.0, built with OTP 24, run on bookworm's
// OTP 25.2). A program is a script (main.exs, as Judge0 runs it): `elixir main.exs` compiles and runs
// it on each test. Its compile step parses it, so a syntax error is a Compilation Error, found once;
// an undefined function is only found when the script runs (a Runtime Error), as in Python.
import { COMPILE_RESOURCES } from './resources.js';
import { BEAM_FLAGS, BEAM_OUT_OF_MEMORY, beamResources } from './erlang.js';
import { defineLanguage } from './types.js';

/**
 * The BEAM and Elixir's start, plus compiling the script, measured at 0.35 to 0.5 s of CPU (2026, a
 * loaded two-core host): no program should lose that share of a short limit to the runtime.
 */
const ELIXIR_START_CPU_MS = 500;

/**
 * Parses the script and prints what a syntax error says, without Elixir's own stack trace. One line:
 * the sandbox takes no newline in an argument.
 */
function syntaxCheck(source: string): string {
  return [
    `f = ${JSON.stringify(source)}`,
    'try do Code.string_to_quoted!(File.read!(f), file: f) rescue e -> ' +
      'IO.puts(:stderr, "** (#{inspect(e.__struct__)}) " <> Exception.message(e)); System.halt(1) end',
  ].join('; ');
}

export const elixir = defineLanguage({
  id: 'elixir',
  name: 'Elixir',
  version: 'Elixir 1.14.0 on Erlang/OTP 25',
  extensions: ['.exs', '.ex'],
  kattis: { name: 'Elixir', shebang: /^#!.*\belixir\b/ },
  monaco: 'elixir',
  // Nothing in a script declares its start: only the conventional names pick one of several.
  entry: { sources: /\.exs?$/, conventional: ['main.exs', 'main.ex'] },
  judge0: { id: 57, name: 'Elixir (1.9.4)' },
  editor: 'never',
  lineComment: '#',
  image: { name: 'elixir', debianPackages: ['elixir'] },
  sourceFile: () => 'main.exs',
  compile: {
    argv: (source) => ['elixir', '--erl', BEAM_FLAGS.join(' '), '-e', syntaxCheck(source)],
    artefacts: (source) => [source],
    artefactMode: 0o644,
    resources: COMPILE_RESOURCES,
  },
  // A VM's allowance, as Java's (twice the problem's CPU limit), and the start of the BEAM and Elixir.
  run: ({ sourceFile, timeMs, memoryKb }) => ({
    argv: ['elixir', '--erl', BEAM_FLAGS.join(' '), sourceFile],
    resources: beamResources(timeMs * 2 + ELIXIR_START_CPU_MS, memoryKb),
  }),
  // An uncaught error of the BEAM itself ends with a crash dump: none is written into the box.
  env: { ERL_CRASH_DUMP_SECONDS: '0' },
  outOfMemory: [BEAM_OUT_OF_MEMORY],
  versionCommand: ['elixir', '--version'],
  selfTest: {
    source: `[a, b] = IO.read(:stdio, :eof) |> String.split() |> Enum.map(&String.to_integer/1)
IO.puts(a + b)
`,
    input: '2 40\n',
    expected: '42\n',
  },
});
