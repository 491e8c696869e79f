// Kotlin, Debian bookworm's kotlinc 1.3.31 (May 2019) on its OpenJDK 17, which it runs on (bytecode for
// Java 8). Far older than current Kotlin: no `readln()` (1.6), `buildList` (1.6), `Char.code` (1.5),
// `String.uppercase()` (1.5), `mod` or value classes (1.5), so code written for current Kotlin may not
// compile here; `readLine()!!` reads a line. The file's name makes the class `main` runs in: main.kt's
// top-level `fun main` is class MainKt, and the entry file must declare no `package`.
import { compilerClassDataArchive, sharedArchiveOptions } from './jvm-class-data.js';
import { COMPILE_RESOURCES, JVM_STACK_KB, jvmResources } from './resources.js';
import { defineLanguage } from './types.js';

/** Where Debian's kotlin package puts the compiler (its lib holds the jars the compiler's manifest names). */
const KOTLIN_HOME = '/usr/share/kotlin/kotlinc';
/** The standard library a compiled program runs with. */
const KOTLIN_STDLIB = '/usr/share/java/kotlin-stdlib.jar';
/**
 * The compiler and what its manifest's Class-Path names: Debian's jars are symlinks into /usr/share/java,
 * where the JVM looks for those relative names and does not find trove4j.
 */
const COMPILER_CLASSPATH = [
  'kotlin-compiler.jar',
  'trove4j.jar',
  'kotlin-stdlib.jar',
  'kotlin-reflect.jar',
  'kotlin-script-runtime.jar',
  'annotations-13.0.jar',
]
  .map((jar) => `${KOTLIN_HOME}/lib/${jar}`)
  .join(':');

/**
 * One collector thread (a program's time stays its own) and C1 alone, which compiles fastest: the
 * compiler's own start is most of a compile (2.6 s of CPU for a hello world instead of 4.9 s with C2).
 */
const FAST_START = ['-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-XX:-UsePerfData', '-Xshare:auto'];
/** The JVM's own warnings go to stderr, never into the program's output. */
const QUIET = ['-Xlog:disable', '-Xlog:all=warning:stderr'];

/** The compiler's class itself, not Debian's kotlinc script: no shell, and the JVM's flags are ours. */
const COMPILER_JVM = ['java', '-Xmx512m', '-Xss32m', ...FAST_START, ...QUIET, '-cp', COMPILER_CLASSPATH];
/** Its main class and arguments, before the sources. */
const COMPILER_MAIN = ['org.jetbrains.kotlin.cli.jvm.K2JVMCompiler', '-kotlin-home', KOTLIN_HOME, '-d', '.'];
/** The compiler's class-data archive in the prebuilt directory. */
const KOTLINC_ARCHIVE = 'kotlinc.jsa';

/** Kotlin names a file's top-level functions' class after the file: main.kt is MainKt. */
function fileClass(sourceFile: string): string {
  const base = (sourceFile.split('/').pop() ?? sourceFile).replace(/\.kt$/, '');
  const identifier = base.replace(/[^\w$]/g, '_');
  return `${identifier.charAt(0).toUpperCase()}${identifier.slice(1)}Kt`;
}

export const kotlin = defineLanguage({
  id: 'kotlin',
  name: 'Kotlin',
  version: 'kotlinc 1.3.31 on OpenJDK 17',
  extensions: ['.kt'],
  kattis: { name: 'Kotlin' },
  monaco: 'kotlin',
  entry: { sources: /\.kt$/, declaresMain: /^fun\s+main\s*\(/m, conventional: ['main.kt'] },
  judge0: { id: 78, name: 'Kotlin (1.3.70)' },
  editor: 'with-template',
  library: true,
  note: 'kotlinc 1.3.31 (2019): no readln(), buildList (1.6), Char.code or uppercase() (1.5); read with readLine()!!. main.kt is class MainKt: the entry file declares no package.',
  lineComment: '//',
  // kotlin brings OpenJDK 17's runtime.
  image: { name: 'kotlin', debianPackages: ['kotlin'] },
  fileNameRule:
    'Saved as `main.kt`, whose top-level `fun main` becomes class `MainKt`: the entry file declares no package.',
  sourceFile: () => 'main.kt',
  compile: {
    argv: (source, prebuilt, others = []) => [
      ...COMPILER_JVM,
      ...sharedArchiveOptions(prebuilt, KOTLINC_ARCHIVE),
      ...COMPILER_MAIN,
      source,
      ...others,
    ],
    sources: /\.kt$/,
    artefacts: /\.class$/,
    artefactMode: 0o644,
    // The compiler is a JVM: never an address-space cap; RLIMIT_DATA bounds what it commits.
    resources: { ...COMPILE_RESOURCES, dataKb: 3 * 1024 * 1024 },
  },
  // The compiler's classes as a class-data archive: a hello world's compile took 3.2 s of CPU instead of
  // 4.5 s, the Two Sum program 3.7 s instead of 5.2 s (medians of 7 on a loaded 2-core host).
  prebuilt: compilerClassDataArchive({
    jvm: COMPILER_JVM,
    main: COMPILER_MAIN,
    warmUp: 'Warm.kt',
    archive: KOTLINC_ARCHIVE,
  }),
  run: ({ sourceFile, timeMs, memoryKb }) => ({
    argv: [
      'java',
      `-Xmx${String(memoryKb)}k`,
      `-Xss${String(JVM_STACK_KB)}k`,
      ...FAST_START,
      ...QUIET,
      '-cp',
      `${KOTLIN_STDLIB}:.`,
      fileClass(sourceFile),
    ],
    resources: jvmResources(timeMs, memoryKb),
  }),
  outOfMemory: [/java\.lang\.OutOfMemoryError/],
  // Debian's build calls itself 1.3-SNAPSHOT; the JRE's version follows it.
  versionCommand: [
    'java',
    '-cp',
    COMPILER_CLASSPATH,
    'org.jetbrains.kotlin.cli.jvm.K2JVMCompiler',
    '-kotlin-home',
    KOTLIN_HOME,
    '-version',
  ],
  selfTest: {
    source: `fun main() {
    val (a, b) = readLine()!!.trim().split(Regex("\\\\s+")).map { it.toLong() }
    println(a + b)
}
`,
    input: '2 40\n',
    expected: '42\n',
  },
});
