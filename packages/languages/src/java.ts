import { COMPILE_RESOURCES, JVM_STACK_KB, jvmResources } from './resources.js';
import { JAVA_BATCH_CLASS } from './java-batch-runner.js';
import { classDataArchive, JAVAC_ARCHIVE } from './java-class-data.js';
import { javaSourceFile } from './java-class-name.js';
import { sharedArchiveOptions } from './jvm-class-data.js';
import { defineLanguage } from './types.js';

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
    `-Xss${String(JVM_STACK_KB)}k`,
    ...FAST_START,
    ...QUIET,
    ...sharedArchiveOptions(prebuilt, 'app.jsa'),
  ];
}

export const java = defineLanguage({
  id: 'java',
  name: 'Java',
  version: 'OpenJDK 17',
  extensions: ['.java'],
  kattis: { name: 'Java' },
  monaco: 'java',
  entry: { sources: /\.java$/, declaresMain: /\bstatic\s+(?:final\s+)?void\s+main\s*\(/ },
  judge0: { id: 62, name: 'Java (OpenJDK)' },
  editor: 'always',
  library: true,
  lineComment: '//',
  image: { name: 'java', debianPackages: ['openjdk-17-jdk-headless'] },
  fileNameRule:
    "Saved as `<Class>.java` after its public class (Main.java when it has none), in its package's folders; that class's main starts the program.",
  sourceFile: javaSourceFile,
  entryFile: (_entry, source) => javaSourceFile(source),
  compile: {
    argv: (source, prebuilt, others = []) => [
      'javac',
      '-J-Xmx512m',
      ...FAST_START.map((o) => `-J${o}`),
      ...sharedArchiveOptions(prebuilt, JAVAC_ARCHIVE).map((o) => `-J${o}`),
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
  run: ({ sourceFile, timeMs, memoryKb, prebuilt }) => ({
    // `java` takes a/b/Main for the class a.b.Main.
    argv: [...jvm(memoryKb, prebuilt), '-cp', '.', sourceFile.replace(/\.java$/, '')],
    resources: jvmResources(timeMs, memoryKb),
  }),
  // One JVM for many tests: the runner built with the archive loads the program afresh for each.
  batch: ({ sourceFile, memoryKb, prebuilt, outputBytes, stderrBytes, stderrBudget }) => [
    ...jvm(memoryKb, prebuilt),
    // The runner traps System.exit with a security manager: JDK 18 to 23 allow one only when asked.
    '-Djava.security.manager=allow',
    '-cp',
    prebuilt,
    JAVA_BATCH_CLASS,
    sourceFile.replace(/\.java$/, ''),
    String(JVM_STACK_KB * 1024),
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
