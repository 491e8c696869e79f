import { queryOptions, useQuery } from '@tanstack/react-query';
import { offeredLanguagesResponseSchema } from '@codecourt/contracts';
import type { LanguageId } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Judge workers come and go: the menu asks again after this long. */
const OFFERED_STALE_MS = 60_000;

/** GET /judge/languages: the menu's hook and a workspace route's early fetch share the cache entry. */
export function offeredLanguagesQuery() {
  return queryOptions({
    queryKey: queryKeys.offeredLanguages,
    queryFn: async ({ signal }) =>
      offeredLanguagesResponseSchema.parse(await api.get<unknown>('/judge/languages', { signal })),
    staleTime: OFFERED_STALE_MS,
  });
}

/**
 * The languages the judge can run now, undefined while asking (or when the answer failed: the menu
 * then lists every language and a Run still reports the server's refusal).
 */
export function useOfferedLanguages(): readonly LanguageId[] | undefined {
  return useQuery(offeredLanguagesQuery()).data?.languages;
}
