/** Where the Java programs live, from the repository's root. */
export const JAVA_PROGRAM_DIR = 'packages/languages/java';
/** The Java programs kept as real files in JAVA_PROGRAM_DIR (paths under it). */
export const JAVA_PROGRAM_FILES = ['Warm.java', 'codecourt/Batch.java'] as const;
export type JavaProgramFile = (typeof JAVA_PROGRAM_FILES)[number];
