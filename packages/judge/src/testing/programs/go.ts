import type { ConformancePrograms } from './types.js';

const program = (imports: readonly string[], body: string) =>
  `package main\n\nimport (\n${imports.map((name) => `\t"${name}"\n`).join('')})\n\nfunc main() {\n${body}\n}\n`;

const readTwo = '\tvar a, b int64\n\tfmt.Scan(&a, &b)\n';

export const goPrograms: ConformancePrograms = {
  accepted: program(['fmt'], `${readTwo}\tfmt.Println(a + b)`),
  wrong: program(['fmt'], `${readTwo}\tfmt.Println(a - b)`),
  busyLoop: program(['fmt'], '\tx := 0\n\tfor x >= 0 {\n\t\tx++\n\t}\n\tfmt.Println(x)'),
  sleep: program(['time'], '\ttime.Sleep(30 * time.Second)'),
  allocate: program(
    [],
    '\tvar blocks [][]byte\n\tfor {\n\t\tblock := make([]byte, 16<<20)\n\t\tfor i := range block {\n\t\t\tblock[i] = 1\n\t\t}\n\t\tblocks = append(blocks, block)\n\t}',
  ),
  printFlood: program(
    ['bufio', 'os'],
    '\tout := bufio.NewWriter(os.Stdout)\n\tfor {\n\t\tout.WriteString("flood flood flood flood flood flood\\n")\n\t}',
  ),
  // Go turns the fault into a panic; with traceback "crash" the runtime then aborts on SIGABRT.
  crash: {
    source: program(['runtime/debug'], '\tdebug.SetTraceback("crash")\n\tvar p *int\n\t*p = 1'),
    signal: 6,
  },
  uncaught: program([], '\tpanic("boom")'),
  nonZeroExit: program(['os'], '\tos.Exit(3)'),
  broken: program(['fmt'], '\tfmt.Println(undefined_name)'),
  crlfTrailingSpaces: program(['fmt'], `${readTwo}\tfmt.Printf("%d  \\r\\n", a+b)`),
  approximatePi: program(['fmt'], '\tfmt.Println("3.1416")'),
};
