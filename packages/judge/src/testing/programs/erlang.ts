import type { ConformancePrograms } from './types.js';

const module = (body: string): string => `-module(main).\n-export([main/0]).\n\n${body}`;

const read = '    {ok, [A, B]} = io:fread("", "~d ~d"),\n';

export const erlangPrograms: ConformancePrograms = {
  accepted: module(`main() ->\n${read}    io:format("~B~n", [A + B]).\n`),
  wrong: module(`main() ->\n${read}    io:format("~B~n", [A - B]).\n`),
  busyLoop: module('main() -> loop(0).\n\nloop(X) -> loop(X + 1).\n'),
  sleep: module('main() -> timer:sleep(30000).\n'),
  // binary:copy makes (and fills) a fresh 16 MB binary each time; the list keeps them all.
  allocate: module(
    'main() -> loop([]).\n\nloop(Blocks) -> loop([binary:copy(<<1>>, 16 bsl 20) | Blocks]).\n',
  ),
  printFlood: module(
    'main() -> loop(list_to_binary(lists:duplicate(1000, "flood ") ++ "\\n")).\n\nloop(Line) ->\n    io:put_chars(Line),\n    loop(Line).\n',
  ),
  // The BEAM has no way to fault on purpose; halt(abort) is its own abort(): SIGABRT.
  crash: { source: module('main() -> erlang:halt(abort).\n'), signal: 6 },
  uncaught: module('main() -> error(boom).\n'),
  nonZeroExit: module('main() -> halt(3).\n'),
  // erlc: "function undefined_name/0 undefined".
  broken: module('main() -> undefined_name().\n'),
  crlfTrailingSpaces: module(`main() ->\n${read}    io:format("~B  \\r\\n", [A + B]).\n`),
  approximatePi: module('main() -> io:format("3.1416~n").\n'),
};
