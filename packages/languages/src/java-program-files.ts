/** The Java programs kept as real files in packages/languages/java/ (paths under it). */
export const JAVA_PROGRAM_FILES = ['Warm.java', 'codecourt/Batch.java'] as const;
export type JavaProgramFile = (typeof JAVA_PROGRAM_FILES)[number];
