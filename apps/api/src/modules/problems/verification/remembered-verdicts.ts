import { createHash } from 'node:crypto';
import type { JudgeRequest, JudgeResult } from '@codecourt/contracts';
import type { JudgeGateway } from '../../judge-gateway/judge-gateway.js';

/** Long enough for an admin to read the streamed verdicts, edit the statement and save; short enough to forget. */
const REMEMBER_MS = 10 * 60_000;
const REMEMBERED_MAX = 64;

type Remembered = Map<string, { at: number; result: JudgeResult }>;

// Per gateway (one per app), so two apps in one process, as in tests, never share a verdict.
const rememberedByGateway = new WeakMap<object, Remembered>();

function rememberedOf(gateway: object): Remembered {
  let remembered = rememberedByGateway.get(gateway);
  if (!remembered) {
    remembered = new Map();
    rememberedByGateway.set(gateway, remembered);
  }
  return remembered;
}

/**
 * Judges a reference solution, or answers the Accepted result of exactly the same request (code, harness,
 * tests, limits, checker) judged in the last ten minutes. A verdict depends on nothing else, so the admin
 * form's verify-then-save, and an edit of the statement, title or tags alone, no longer judge a library
 * problem's megabytes of tests again (which doubled the wait and, on a loaded judge, gave a second chance to
 * fail what had just passed). Only passes are kept: a failure is always judged afresh.
 */
export async function runRemembered(
  gateway: Pick<JudgeGateway, 'run'>,
  request: JudgeRequest,
  now: () => number = Date.now,
): Promise<JudgeResult> {
  const remembered = rememberedOf(gateway);
  const key = createHash('sha256').update(JSON.stringify(request)).digest('hex');
  const hit = remembered.get(key);
  if (hit && now() - hit.at <= REMEMBER_MS) return hit.result;
  const result = await gateway.run(request);
  if (result.verdict !== 'Accepted') return result;
  const at = now();
  for (const [old, entry] of remembered) if (at - entry.at > REMEMBER_MS) remembered.delete(old);
  remembered.delete(key);
  remembered.set(key, { at, result });
  // Oldest first in a Map's order: the bound keeps a busy admin session from holding memory.
  while (remembered.size > REMEMBERED_MAX) remembered.delete(remembered.keys().next().value as string);
  return result;
}
