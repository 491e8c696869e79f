import { COMPILE_RESOURCES, THREAD_ALLOWANCE, wallFor } from './resources.js';
import { JAVA_BATCH_CLASS } from './java-batch-runner.js';
import { classDataArchive, JAVAC_ARCHIVE } from './java-class-data.js';
import { javaSourceFile } from './java-class-name.js';
import { defineLanguage } from './types.js';

/** Java threads' stacks: deep recursion is common in contest code. */
const STACK_KB = 64 * 1024;
/** Metaspace, code cache, GC tables and thread stacks on top of the heap. */
const JVM_OVERHEAD_KB = 128 * 1024;
/**
 * A JVM start costs little more than `java -version` with these. JDK 17 keeps heap objects (the booted
 * module graph, ~20 ms to rebuild) in a class-data archive only under G1, so G1 it is, with one GC thread
 * of each kind (a program's time stays its own) and a young generation of 30 % from the start (a short
 * run then never collects). The archive maps at the address it was dumped for instead of relocating
 * every pointer in it on each start (this JDK's default: ~5 ms). C1 alone compiles fastest, and as its
 * code is final (no profiling tier feeds C2) it pays to compile at half the usual invocation and loop counts.
 */
const FAST_START = [
  '-XX:+UseG1GC',
  '-XX:ParallelGCThreads=1',
  '-XX:ConcGCThreads=1',
  '-XX:+UnlockExperimentalVMOptions',
  '-XX:G1NewSizePercent=30',
  '-XX:+UnlockDiagnosticVMOptions',
  '-XX:ArchiveRelocationMode=0',
  '-XX:TieredStopAtLevel=1',
  '-XX:CompileThresholdScaling=0.5',
  '-XX:-UsePerfData',
  '-Xshare:auto',
];
/** The JVM's own warnings (an unusable archive, say) go to stderr, never into the program's output. */
const QUIET = ['-Xlog:disable', '-Xlog:all=warning:stderr'];

/** The JVM as every run starts it: the heap limit, the launcher's stack, the start-up flags, the archive. */
function jvm(memoryKb: number, prebuilt: string | undefined): string[] {
  return [
    'java',
    `-Xmx${String(memoryKb)}k`,
    `-Xss${String(STACK_KB)}k`,
    ...FAST_START,
    ...QUIET,
    ...(prebuilt === undefined ? [] : [`-XX:SharedArchiveFile=${prebuilt}/app.jsa`]),
  ];
}

export const java = defineLanguage({
  id: 'java',
  name: 'Java',
  extensions: ['.java'],
  kattis: { name: 'Java' },
  monaco: 'java',
  entry: { sources: /\.java$/, declaresMain: /\bstatic\s+(?:final\s+)?void\s+main\s*\(/ },
  judge0: { id: 62, name: 'Java (OpenJDK)' },
  editor: 'always',
  lineComment: '//',
  image: { name: 'java', debianPackages: ['openjdk-17-jdk-headless'] },
  sourceFile: javaSourceFile,
  entryFile: (_entry, source) => javaSourceFile(source),
  compile: {
    argv: (source, prebuilt, others = []) => [
      'javac',
      '-J-Xmx512m',
      ...FAST_START.map((o) => `-J${o}`),
      ...(prebuilt === undefined ? [] : [`-J-XX:SharedArchiveFile=${prebuilt}/${JAVAC_ARCHIVE}`]),
      // `a + b` on strings as StringBuilder calls: the default (invokedynamic) bootstraps method handles
      // on the first concatenation of every run, ~20 ms of each test's start.
      '-XDstringConcat=inline',
      '-encoding',
      'UTF-8',
      '-d',
      '.',
      source,
      ...others,
    ],
    sources: /\.java$/,
    artefacts: /\.class$/,
    artefactMode: 0o644,
    // javac is a JVM: never an address-space cap; RLIMIT_DATA bounds what it commits.
    resources: { ...COMPILE_RESOURCES, dataKb: 3 * 1024 * 1024 },
  },
  // A class-data archive of the JDK classes contest programs load: each test's JVM maps them.
  prebuilt: classDataArchive(FAST_START),
  run: ({ sourceFile, timeMs, memoryKb, prebuilt }) => {
    const cpuMs = timeMs * 2;
    return {
      // `java` takes a/b/Main for the class a.b.Main.
      argv: [...jvm(memoryKb, prebuilt), '-cp', '.', sourceFile.replace(/\.java$/, '')],
      resources: {
        cpuMs,
        wallMs: wallFor(cpuMs),
        // The heap is capped by -Xmx (OutOfMemoryError); RSS gets the JVM's own overhead on top.
        memoryKb: memoryKb + JVM_OVERHEAD_KB,
        addressSpaceKb: 0,
        // Java threads' stacks (-Xss) are private writable memory, which RLIMIT_DATA counts when reserved.
        dataKb: memoryKb + THREAD_ALLOWANCE * STACK_KB + 512 * 1024,
        stackKb: STACK_KB,
        processes: 64,
        openFiles: 128,
      },
    };
  },
  // One JVM for many tests: the runner built with the archive loads the program afresh for each.
  batch: ({ sourceFile, memoryKb, prebuilt, outputBytes, stderrBytes, stderrBudget }) => [
    ...jvm(memoryKb, prebuilt),
    // The runner traps System.exit with a security manager: JDK 18 to 23 allow one only when asked.
    '-Djava.security.manager=allow',
    '-cp',
    prebuilt,
    JAVA_BATCH_CLASS,
    sourceFile.replace(/\.java$/, ''),
    String(STACK_KB * 1024),
    String(outputBytes),
    String(stderrBytes),
    String(stderrBudget),
  ],
  outOfMemory: [/java\.lang\.OutOfMemoryError/],
  versionCommand: ['javac', '-version'],
  selfTest: {
    source: `import java.util.Scanner;

public class Solution {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        long a = in.nextLong(), b = in.nextLong();
        System.out.println(a + b);
    }
}
`,
    input: '2 40\n',
    expected: '42\n',
  },
});
