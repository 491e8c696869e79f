// Erlang/OTP 25 (Debian bookworm's erlang, 25.2). Compiled by erlc to BEAM files, run by the BEAM.
// The module is `main` in main.erl (erlc refuses a module named otherwise) and exports main/0, or an
// escript's main/1 (it gets []).
import { COMPILE_RESOURCES, wallFor } from './resources.js';
import { defineLanguage } from './types.js';
import type { RunResources } from './types.js';

/** The BEAM's own resident memory (the emulator, its JIT code, the boot modules) beyond the program's. */
const BEAM_OVERHEAD_KB = 96 * 1024;

/**
 * OTP 25's JIT maps its code twice through memfd_create, which every sandbox refuses (memory outside
 * the RSS) by killing the program; with perf support it maps the code once instead, writing symbols to
 * /tmp/perf-<pid>.map (the sandbox's scratch /tmp on bwrap and docker; OTP 25 has no other switch).
 */
const JIT_SINGLE_MAPPING = ['+JPperf', 'map'];

/**
 * The JIT's single mapping, one scheduler of each kind, one async thread, and no busy-waiting on an idle
 * scheduler (the default spins before sleeping): the program's CPU time is its own work, not the runtime's.
 */
export const BEAM_FLAGS = [
  ...JIT_SINGLE_MAPPING,
  '+S',
  '1:1',
  '+SDcpu',
  '1:1',
  '+SDio',
  '1',
  '+A',
  '1',
  '+sbwt',
  'none',
  '+sbwtdcpu',
  'none',
  '+sbwtdio',
  'none',
];

/** What the BEAM prints when an allocator finds no memory (eheap_alloc, binary_alloc, ...). */
export const BEAM_OUT_OF_MEMORY = /\w+_alloc: Cannot allocate \d+ bytes of memory/;

/**
 * The BEAM reserves address space at start (a 1 GB literal area), so no address-space cap: RLIMIT_DATA
 * bounds what it commits and the RSS limit gets the runtime's own memory on top.
 */
export function beamResources(cpuMs: number, memoryKb: number): RunResources {
  return {
    cpuMs,
    wallMs: wallFor(cpuMs),
    memoryKb: memoryKb + BEAM_OVERHEAD_KB,
    addressSpaceKb: 0,
    dataKb: memoryKb + 512 * 1024,
    stackKb: 8 * 1024,
    // Its threads (schedulers, dirty schedulers, async, poll) and erl_child_setup count as processes.
    processes: 64,
    openFiles: 128,
  };
}

const START =
  'code:ensure_loaded(main), ' +
  'case erlang:function_exported(main, main, 1) of true -> main:main([]); false -> main:main() end, ' +
  'halt().';

export const erlang = defineLanguage({
  id: 'erlang',
  name: 'Erlang',
  version: 'Erlang/OTP 25.2',
  extensions: ['.erl'],
  kattis: { name: 'Erlang' },
  monaco: 'erlang',
  entry: { sources: /\.erl$/, declaresMain: /^-module\(\s*main\s*\)\./m, conventional: ['main.erl'] },
  judge0: { id: 58, name: 'Erlang (OTP 22.2)' },
  editor: 'never',
  lineComment: '%',
  image: { name: 'erlang', debianPackages: ['erlang-base'] },
  fileNameRule:
    "Saved as `main.erl`: the module must be `main` and export main/0 (or an escript's main/1, given []).",
  sourceFile: () => 'main.erl',
  compile: {
    argv: (source, _prebuilt, others = []) => ['erlc', source, ...others],
    sources: /\.erl$/,
    artefacts: /\.beam$/,
    artefactMode: 0o644,
    // erlc is a BEAM too: no address-space cap (COMPILE_RESOURCES has none), RLIMIT_DATA bounds it.
    resources: COMPILE_RESOURCES,
    // erlc starts its BEAM through erlexec, which reads these: the JIT's single mapping, as in the run.
    env: { ERL_FLAGS: JIT_SINGLE_MAPPING.join(' ') },
  },
  // A VM's allowance, as Java's: twice the problem's CPU limit (a BEAM starts in about 0.15 s of CPU).
  run: ({ timeMs, memoryKb }) => ({
    argv: ['erl', '-noshell', ...BEAM_FLAGS, '-eval', START],
    resources: beamResources(timeMs * 2, memoryKb),
  }),
  // An uncaught error ends the boot with a crash dump: none is written into the box.
  env: { ERL_CRASH_DUMP_SECONDS: '0' },
  outOfMemory: [BEAM_OUT_OF_MEMORY],
  // The full release (25.2.3), not only the major one that system_info(otp_release) names.
  versionCommand: [
    'erl',
    '-noshell',
    '-eval',
    '{ok, V} = file:read_file(filename:join([code:root_dir(), "releases", erlang:system_info(otp_release), "OTP_VERSION"])), io:put_chars(V), halt().',
  ],
  selfTest: {
    source: `-module(main).
-export([main/0]).

main() ->
    {ok, [A, B]} = io:fread("", "~d ~d"),
    io:format("~B~n", [A + B]).
`,
    input: '2 40\n',
    expected: '42\n',
  },
});
