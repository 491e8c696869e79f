/** Where the JVM compilers' warm-up programs live, from the repository's root. */
export const WARM_UP_DIR = 'packages/languages/warm-up';
/** The programs a compiler's class-data archive is made from (jvm-class-data.ts), real files in WARM_UP_DIR. */
export const WARM_UP_FILES = ['Warm.kt', 'Warm.scala'] as const;
export type WarmUpFile = (typeof WARM_UP_FILES)[number];
