// The Java side of batch runs (the judge's engine/batch-runs.ts): one JVM runs a submission's tests one
// after another, each as if it had a JVM of its own, and frames each test's output for the judge. Built
// with the class-data archive, once per toolchain. Programs may read it there (prebuilt files are shown
// read-only); it holds nothing secret, and what it reports is trusted only as batch-runs.ts says. Its
// source is a real file, packages/languages/java/codecourt/Batch.java.
import { JAVA_SOURCES } from './java-sources.js';

/** The runner's class, as `java` takes it. */
export const JAVA_BATCH_CLASS = 'codecourt.Batch';
/** Where its source sits among the prebuilt files. */
export const JAVA_BATCH_FILE = 'codecourt/Batch.java' as const;

/** The runner's source: packages/languages/java/codecourt/Batch.java. */
export const JAVA_BATCH_SOURCE = JAVA_SOURCES[JAVA_BATCH_FILE];
