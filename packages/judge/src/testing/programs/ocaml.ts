import type { ConformancePrograms } from './types.js';

const read = (body: string) => `let () = Scanf.scanf " %d %d" (fun a b -> ${body})\n`;

export const ocamlPrograms: ConformancePrograms = {
  accepted: read('Printf.printf "%d\\n" (a + b)'),
  wrong: read('Printf.printf "%d\\n" (a - b)'),
  busyLoop: 'let () =\n  let x = ref 0 in\n  while !x >= 0 do incr x done;\n  print_int !x\n',
  sleep: 'let () = Unix.sleepf 30.0\n',
  allocate:
    "let () =\n  let blocks = ref [] in\n  while true do blocks := Bytes.make (16 lsl 20) 'x' :: !blocks done\n",
  printFlood: 'let () = while true do print_string "flood flood flood flood flood flood\\n" done\n',
  // The runtime's SIGSEGV handler only turns faults on the stack into Stack_overflow: reading address 1
  // (the integer 0 taken for a pointer) dies of the signal itself.
  crash: { source: 'let () = print_int !(Obj.magic 0 : int ref)\n', signal: 11 },
  uncaught: 'let () = failwith "boom"\n',
  nonZeroExit: 'let () = exit 3\n',
  broken: 'let () = print_int undefined_name\n',
  crlfTrailingSpaces: read('Printf.printf "%d  \\r\\n" (a + b)'),
  approximatePi: 'let () = print_endline "3.1416"\n',
  // An empty module is a program that prints nothing.
  commentOnly: 'Wrong Answer',
};
