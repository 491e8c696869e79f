import { RUN_IDEMPOTENCY_TTL_MS } from '@codecourt/contracts';

const MAX_ENTRIES = 5_000;

/**
 * Runs store nothing, so a repeated Run with the same user and Idempotency-Key is answered from this
 * process's memory (shared-idempotent-runs.ts adds Redis, for several API instances) for RUN_IDEMPOTENCY_TTL_MS: a repeat that arrives while the first is still judged
 * shares its answer; a failed Run is forgotten so its retry is judged.
 */
export type IdempotentRuns<T> = {
  /** `work`'s answer, or that of the first Run with the same user and key (undefined: no key, always work). */
  once: (userId: string, key: string | undefined, work: () => Promise<T>) => Promise<T>;
};

export function createIdempotentRuns<T>(ttlMs = RUN_IDEMPOTENCY_TTL_MS, clock = Date.now): IdempotentRuns<T> {
  const answers = new Map<string, { answer: Promise<T>; until: number }>();
  const sweep = (now: number) => {
    for (const [key, entry] of answers) if (entry.until <= now) answers.delete(key);
    if (answers.size >= MAX_ENTRIES) answers.clear();
  };
  return {
    once(userId: string, key: string | undefined, work: () => Promise<T>): Promise<T> {
      if (key === undefined) return work();
      const now = clock();
      const id = `${userId}\n${key}`;
      const known = answers.get(id);
      if (known && known.until > now) return known.answer;
      sweep(now);
      const answer = work();
      answers.set(id, { answer, until: now + ttlMs });
      answer.catch(() => {
        if (answers.get(id)?.answer === answer) answers.delete(id);
      });
      return answer;
    },
  };
}
