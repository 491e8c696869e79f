// Scala 2.11.12, Debian bookworm's scala package (Scala 3 and 2.13 are not in Debian), on OpenJDK 17.
// 2.11 predates JDK 17 yet compiles and runs on it (the JDK's classes through -usejavacp); 2.13's
// collections (LazyList, `to(Set)`) and Scala 3 syntax are compile errors here.
import { compilerClassDataArchive, sharedArchiveOptions } from './jvm-class-data.js';
import { COMPILE_RESOURCES, compileWallFor, JVM_STACK_KB, jvmResources } from './resources.js';
import { defineLanguage } from './types.js';

const SCALA_LIB = '/usr/share/scala-2.11/lib';
const LIBRARY = `${SCALA_LIB}/scala-library.jar`;
const COMPILER = [`${SCALA_LIB}/scala-compiler.jar`, LIBRARY, `${SCALA_LIB}/scala-reflect.jar`].join(':');

/**
 * One serial collector (a program's time stays its own) and C1 alone, which compiles fastest: scalac
 * itself spends half its CPU time in C2 otherwise (7 s against 3 s for a ten-line object on this JDK).
 */
const JVM_FLAGS = [
  '-XX:+UseSerialGC',
  '-XX:TieredStopAtLevel=1',
  '-XX:-UsePerfData',
  '-Xshare:auto',
  '-Xlog:disable',
  '-Xlog:all=warning:stderr',
];

/** scalac's own main class on a plain JVM: the `scalac` script would start it with every JIT tier. */
const COMPILER_JVM = ['java', '-Xmx512m', '-Xss16m', ...JVM_FLAGS, '-cp', COMPILER];
/** Its main class and arguments, before the sources. */
const COMPILER_MAIN = ['scala.tools.nsc.Main', '-usejavacp', '-encoding', 'UTF-8', '-d', '.'];
/** The compiler's class-data archive in the prebuilt directory. */
const SCALAC_ARCHIVE = 'scalac.jsa';

/** Blanks comments and string literals so that text inside them cannot look like a declaration. */
function codeOnly(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*|"""[\s\S]*?"""|"(?:\\.|[^"\\\n])*"/g, (m) =>
    m.replace(/[^\n]/g, ' '),
  );
}

/**
 * The object the program starts at (one that `extends App` or defines `main`; else the first object;
 * else Main): the file is named after it, as Kattis names the main class after the file.
 */
function mainObject(source: string): string {
  const code = codeOnly(source);
  const objects = [...code.matchAll(/\bobject\s+([A-Za-z_]\w*)/g)];
  const starts = objects.find((object, index) => {
    const body = code.slice(object.index, objects[index + 1]?.index ?? code.length);
    return /^\s*object\s+\w+\s+extends\s+App\b/.test(body) || /\bdef\s+main\s*\(/.test(body);
  });
  return (starts ?? objects[0])?.[1] ?? 'Main';
}

const scalaSourceFile = (source: string) => `${mainObject(source)}.scala`;

export const scala = defineLanguage({
  id: 'scala',
  name: 'Scala',
  version: 'Scala 2.11.12 on OpenJDK 17',
  extensions: ['.scala', '.sc'],
  kattis: { name: 'Scala' },
  monaco: 'scala',
  entry: { sources: /\.(?:scala|sc)$/, declaresMain: /\bdef\s+main\s*\(|\bextends\s+App\b/ },
  judge0: { id: 81, name: 'Scala (2.13.2)' },
  editor: 'never',
  lineComment: '//',
  image: { name: 'scala', debianPackages: ['scala', 'openjdk-17-jre-headless'] },
  fileNameRule:
    'Saved as `<Object>.scala` after the object that extends App or defines main (else the first object, else Main); that object starts the program.',
  sourceFile: scalaSourceFile,
  entryFile: (_entry, source) => scalaSourceFile(source),
  compile: {
    argv: (source, prebuilt, others = []) => [
      ...COMPILER_JVM,
      ...sharedArchiveOptions(prebuilt, SCALAC_ARCHIVE),
      ...COMPILER_MAIN,
      source,
      ...others,
    ],
    sources: /\.(?:scala|sc)$/,
    artefacts: /\.class$/,
    artefactMode: 0o644,
    // scalac is a JVM: never an address-space cap; RLIMIT_DATA bounds what it commits. It is slow to
    // start (3 s of CPU for a ten-line program), so it gets twice the usual CPU time.
    resources: {
      ...COMPILE_RESOURCES,
      cpuMs: 20_000,
      wallMs: compileWallFor(20_000),
      dataKb: 3 * 1024 * 1024,
    },
  },
  // The compiler's classes as a class-data archive: a ten-line object's compile took 3.7 s of CPU instead
  // of 5.4 s, a 35-line one 4.8 s instead of 6.7 s (medians of 8 on a loaded 2-core host).
  prebuilt: compilerClassDataArchive({
    jvm: COMPILER_JVM,
    main: COMPILER_MAIN,
    warmUp: 'Warm.scala',
    archive: SCALAC_ARCHIVE,
  }),
  run: ({ sourceFile, timeMs, memoryKb }) => ({
    argv: [
      'java',
      `-Xmx${String(memoryKb)}k`,
      `-Xss${String(JVM_STACK_KB)}k`,
      ...JVM_FLAGS,
      '-cp',
      `${LIBRARY}:.`,
      sourceFile.replace(/\.(?:scala|sc)$/, ''),
    ],
    resources: jvmResources(timeMs, memoryKb),
  }),
  outOfMemory: [/java\.lang\.OutOfMemoryError/],
  versionCommand: ['java', '-cp', COMPILER, 'scala.tools.nsc.Main', '-version'],
  selfTest: {
    source: `object Main {
  def main(args: Array[String]): Unit = {
    val Array(a, b) = scala.io.StdIn.readLine().trim.split("\\\\s+").map(_.toLong)
    println(a + b)
  }
}
`,
    input: '2 40\n',
    expected: '42\n',
  },
});
