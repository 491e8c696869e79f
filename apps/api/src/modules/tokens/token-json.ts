import type { PersonalToken } from '@codecourt/contracts';
import type { ListedTokenRow } from './repository.js';

/** A token as the API lists it: `_id`, ISO dates, never the secret (which is not stored). */
export function personalTokenJson(row: ListedTokenRow): PersonalToken {
  return {
    _id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}
