import { createHash } from 'node:crypto';
import type { ProblemRecord } from '../problem-record.js';

/** Long enough for an admin to read the streamed verdicts and press save; short enough to forget stale passes. */
const REMEMBER_MS = 10 * 60_000;
const REMEMBERED_MAX = 32;

type Passes = Map<string, number>;

// Per gateway (one per app), so two apps in one process, as in tests, never share a pass.
const passesByGateway = new WeakMap<object, Passes>();

function fingerprint(record: ProblemRecord): string {
  return createHash('sha256').update(JSON.stringify(record)).digest('hex');
}

function passesOf(gateway: object): Passes {
  let passes = passesByGateway.get(gateway);
  if (!passes) {
    passes = new Map();
    passesByGateway.set(gateway, passes);
  }
  return passes;
}

/**
 * Remembers that every reference solution of exactly this record passed. The admin form streams a verify,
 * then saves the same body: judging a library problem's megabytes of tests twice doubled the wait, and on a
 * loaded judge gave a second chance to fail what had just passed.
 */
export function rememberPass(gateway: object, record: ProblemRecord, now = Date.now()): void {
  const passes = passesOf(gateway);
  for (const [key, at] of passes) if (now - at > REMEMBER_MS) passes.delete(key);
  passes.set(fingerprint(record), now);
  // Oldest first in a Map's order: the bound keeps a busy admin session from holding memory.
  while (passes.size > REMEMBERED_MAX) passes.delete(passes.keys().next().value as string);
}

/** True once per remembered pass of exactly this record (the same bytes of statement, code and tests). */
export function takePass(gateway: object, record: ProblemRecord, now = Date.now()): boolean {
  const passes = passesByGateway.get(gateway);
  const key = fingerprint(record);
  const at = passes?.get(key);
  if (at === undefined) return false;
  passes?.delete(key);
  return now - at <= REMEMBER_MS;
}
