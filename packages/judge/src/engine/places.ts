// How the engine asks its caller for places (D17): each piece of a submission's work waits for one, and a
// further test may take a free one nobody else wants.

/** Runs one piece of a submission's work (the compile, one test) when the caller's scheduler gives it a place. */
export type JudgeSlot = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * Runs `work` at once in a place that is free and wanted by no one else, or answers undefined (nothing
 * runs). The place is the caller's again when `work` ends.
 */
export type JudgeSpareSlot = <T>(work: () => Promise<T>) => Promise<T> | undefined;
