import { JUDGE_WORKER_PRESENCE, LANGUAGE_IDS, workerLanguagesSchema } from '@codecourt/contracts';
import type { LanguageId } from '@codecourt/contracts';
import type { Redis } from 'ioredis';

const { workersKey, languagesKey } = JUDGE_WORKER_PRESENCE;

/**
 * BullMQ mode: the union of the languages the live workers published (apps/judge's start probe), in
 * LANGUAGE_IDS order. With no live worker every language is offered: jobs wait in the queue for one,
 * as they always did, and the first worker's probe decides from then on.
 */
export async function liveWorkerLanguages(client: Redis): Promise<readonly LanguageId[]> {
  const live = await client.zrangebyscore(workersKey, Date.now(), '+inf');
  if (live.length === 0) return LANGUAGE_IDS;
  const published = await client.hmget(languagesKey, ...live);
  const offered = new Set<LanguageId>();
  for (const entry of published) for (const language of parseEntry(entry)) offered.add(language);
  return LANGUAGE_IDS.filter((language) => offered.has(language));
}

/** A worker's entry; one that is not a list of languages offers nothing. */
function parseEntry(entry: string | null): readonly LanguageId[] {
  if (entry === null) return [];
  try {
    return workerLanguagesSchema.parse(JSON.parse(entry));
  } catch {
    return [];
  }
}
