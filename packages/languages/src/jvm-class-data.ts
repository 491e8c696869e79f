// Class-data archives (AppCDS, JDK 17) as JVM languages' prebuilt files: one JVM lists the classes it
// loads, a second dumps them into an archive, and every later JVM started with the same classpath maps
// them instead of reading, parsing and verifying them again. Under -Xshare:auto an archive that does
// not fit (another JDK build, another classpath, a heap past 32 GB without compressed oops) is ignored
// and the JVM loads its classes as it would without one.
import type { PrebuiltStep } from './types.js';
import { WARM_UP_DIR, type WarmUpFile } from './warm-up-files.js';
import { WARM_UP_SOURCES } from './warm-up-sources.js';

/** The JVM option that writes the names of the classes it loads to `list`. */
export function classListOption(list: string): string {
  return `-XX:DumpLoadedClassList=${list}`;
}

/** The JVM option that maps the prebuilt directory's archive `name`; none without the directory. */
export function sharedArchiveOptions(prebuilt: string | undefined, name: string): string[] {
  return prebuilt === undefined ? [] : [`-XX:SharedArchiveFile=${prebuilt}/${name}`];
}

/**
 * The shell line that dumps the classes `list` names into `archive`. `jvm` is `java` and the options
 * of the JVMs that will map it, with their classpath: an archive of classes from jars maps only under
 * a classpath that starts with the same jars, unchanged.
 */
export function dumpArchiveLine(jvm: string, list: string, archive: string): string {
  // A heap under 4 GB at dump time: its objects then need no relocation under any -Xmx a run gets.
  return `${jvm} -Xmx128m -Xshare:dump -XX:SharedClassListFile=${list} -XX:SharedArchiveFile=${archive} > /dev/null`;
}

/** Where a compiler's warm-up compiles, inside the prebuilt directory: removed once the archive is made. */
const WORK_DIR = 'warm-up';

export type CompilerArchive = {
  /** `java`, the compile's JVM options and its classpath (the compiler's jars), as every compile starts it. */
  jvm: readonly string[];
  /** The compiler's main class and its arguments before the sources, writing classes to the working directory. */
  main: readonly string[];
  /**
   * The program whose compile makes the compiler load what compiling a contest program loads (classes,
   * lambdas, pattern matching, collections, string templates): what it does not load comes from the jars.
   */
  warmUp: WarmUpFile;
  /** The archive's file name in the prebuilt directory. */
  archive: string;
};

/**
 * A JVM compiler's archive as a prebuilt step: the compiler compiles the warm-up once, listing what it
 * loads, and its classes (the JDK's among them) are dumped under its own classpath. A compile of a
 * submission then maps them instead of loading them: about 30 % less CPU for a compile of kotlinc or scalac.
 */
export function compilerClassDataArchive(compiler: CompilerArchive): PrebuiltStep {
  const jvm = compiler.jvm.join(' ');
  const warmUp = `${WORK_DIR}/${compiler.warmUp}`;
  return {
    files: { [warmUp]: WARM_UP_SOURCES[compiler.warmUp] },
    fromRepository: { [warmUp]: `${WARM_UP_DIR}/${compiler.warmUp}` },
    argv: (dir) => [
      'sh',
      '-c',
      [
        'set -e',
        `cd "$1/${WORK_DIR}"`,
        // Its warnings stay out of the build's log unless the warm-up fails to compile.
        `${jvm} ${classListOption('classes.lst')} ${compiler.main.join(' ')} ${compiler.warmUp} > compile.log 2>&1 || { cat compile.log >&2; exit 1; }`,
        dumpArchiveLine(jvm, 'classes.lst', `../${compiler.archive}`),
        'cd ..',
        `rm -rf ${WORK_DIR}`,
      ].join('\n'),
      'class-data',
      dir,
    ],
  };
}
