import type { ConformancePrograms } from './types.js';

const main = (body: string, imports = 'use std::io::{self, Read};\n') =>
  `${imports}\nfn main() {\n${body}\n}\n`;
const read =
  '    let mut input = String::new();\n    io::stdin().read_to_string(&mut input).unwrap();\n    let v: Vec<i64> = input.split_whitespace().map(|x| x.parse().unwrap()).collect();\n';

export const rustPrograms: ConformancePrograms = {
  accepted: main(`${read}    println!("{}", v[0] + v[1]);`),
  wrong: main(`${read}    println!("{}", v[0] - v[1]);`),
  // A volatile counter: the optimiser may not remove a loop that has an observable effect.
  busyLoop: main(
    '    let mut x: u64 = 0;\n    loop {\n        unsafe { std::ptr::write_volatile(&mut x, x + 1) };\n    }',
    '',
  ),
  sleep: main('    std::thread::sleep(std::time::Duration::from_secs(30));', ''),
  allocate: main(
    '    let mut blocks: Vec<Vec<u8>> = Vec::new();\n    loop {\n        blocks.push(vec![1u8; 16 << 20]);\n    }',
    '',
  ),
  printFlood: main(
    '    let stdout = io::stdout();\n    let mut out = io::BufWriter::new(stdout.lock());\n    loop {\n        writeln!(out, "flood flood flood flood flood flood").unwrap();\n    }',
    'use std::io::{self, Write};\n',
  ),
  // A volatile write to an unmapped page: a real segfault (a null store the optimiser may turn into a trap).
  crash: { source: main('    unsafe { std::ptr::write_volatile(8 as *mut i32, 1) };', ''), signal: 11 },
  // A panic: rustc's runtime prints it and exits with code 101.
  uncaught: main('    panic!("boom");', ''),
  nonZeroExit: main('    std::process::exit(3);', ''),
  broken: main('    let x: i32 = undefined_name;\n    println!("{}", x);', ''),
  crlfTrailingSpaces: main(`${read}    print!("{}  \\r\\n", v[0] + v[1]);`),
  approximatePi: main('    println!("3.1416");', ''),
};
