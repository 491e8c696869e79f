import { MESSAGES } from '@codecourt/contracts';
import type { HiddenTestCase, HiddenTestChanges } from '@codecourt/contracts';
import { fieldError } from '../../lib/app-error.js';
import type { StoredTestCase } from './problem-record.js';

/**
 * The hidden tests an edit leaves: the stored ones without those it removed (by name), then those it
 * added. No changes keep them all. Every name must exist, and at least one test must remain.
 */
export function applyHiddenTestChanges(
  stored: readonly StoredTestCase[],
  changes: HiddenTestChanges | undefined,
): HiddenTestCase[] {
  const removed = new Set(changes?.removed ?? []);
  const unknown = [...removed].find((name) => !stored.some((t) => t.name === name));
  if (unknown !== undefined) throw fieldError(`${MESSAGES.hiddenTestUnknown}: ${unknown}`);
  const kept = stored.filter((t) => !removed.has(t.name)).map((t) => ({ input: t.input, output: t.output }));
  const tests = [...kept, ...(changes?.added ?? [])];
  if (tests.length === 0) throw fieldError(MESSAGES.hiddenTestRequired);
  return tests;
}
