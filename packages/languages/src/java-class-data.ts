// Java's prebuilt class-data archive (AppCDS, JDK 17): the JDK classes a typical contest program loads
// (input parsing, collections, output) dumped once per toolchain, so each test's JVM maps them instead
// of loading and verifying them again. Only JDK classes go in: the archive is valid whatever the box.
// The batch runner is built beside it, and the warm-up runs through it so its JDK classes are archived too.
import { JAVA_BATCH_CLASS, JAVA_BATCH_FILE, JAVA_BATCH_SOURCE } from './java-batch-runner.js';
import { JAVA_PROGRAM_DIR } from './java-program-files.js';
import { JAVA_SOURCES } from './java-sources.js';
import { classListOption, dumpArchiveLine } from './jvm-class-data.js';
import type { PrebuiltStep } from './types.js';

/** Loads what contest programs use: packages/languages/java/Warm.java. */
const WARM_UP = JAVA_SOURCES['Warm.java'];

/** The compiler's own archive beside app.jsa: javac maps its classes instead of loading them. */
export const JAVAC_ARCHIVE = 'javac.jsa';

/**
 * Builds app.jsa in the directory: run the warm-up, list the classes it loaded, dump the JDK's ones. javac
 * gets an archive of its own the same way (its classes live in jdk.compiler, outside the JDK's default
 * archive): loading them was about half of a Java compile's CPU time (hello: 0.95 s, 0.5 s with it).
 */
export function classDataArchive(jvmOptions: readonly string[]): PrebuiltStep {
  const options = jvmOptions.join(' ');
  const javacOptions = jvmOptions.map((option) => `-J${option}`).join(' ');
  return {
    files: {
      'Warm.java': WARM_UP,
      'warm.in': '2 40\n1.5\n7\nkey value\n',
      [JAVA_BATCH_FILE]: JAVA_BATCH_SOURCE,
    },
    fromRepository: {
      'Warm.java': `${JAVA_PROGRAM_DIR}/Warm.java`,
      [JAVA_BATCH_FILE]: `${JAVA_PROGRAM_DIR}/${JAVA_BATCH_FILE}`,
    },
    argv: (dir) => [
      'sh',
      '-c',
      [
        'set -e',
        'cd "$1"',
        `javac ${javacOptions} -J${classListOption('javac.lst')} -encoding UTF-8 -Xlint:-removal -XDstringConcat=inline -d . Warm.java ${JAVA_BATCH_FILE}`,
        // One test of the batch protocol: a header naming its input's length, the input, the end.
        `{ printf 'T 0 %s\\n' "$(wc -c < warm.in)"; cat warm.in; printf 'Z\\n'; } > warm.batch`,
        `java ${options} ${classListOption('classes.lst')} -Djava.security.manager=allow -cp . ${JAVA_BATCH_CLASS} Warm 1048576 1048576 65536 65536 < warm.batch > warm.out 2>/dev/null`,
        // The warm-up must have passed through the runner: its result frame says ok.
        'grep -q "^ok " warm.out',
        "grep -v 'Warm\\|codecourt' classes.lst > jdk.lst",
        dumpArchiveLine(`java ${options}`, 'jdk.lst', 'app.jsa'),
        dumpArchiveLine(`java ${options}`, 'javac.lst', JAVAC_ARCHIVE),
        'rm -f ./*.class classes.lst javac.lst warm.batch warm.out',
      ].join('\n'),
      'class-data',
      dir,
    ],
  };
}
