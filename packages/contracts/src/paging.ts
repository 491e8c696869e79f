import { z } from 'zod';
import { PAGE_LIMIT_MAX } from './limits.js';
import { MESSAGES } from './messages.js';

/** `?page=&limit=` of a paged list: page from 1, limit from 1 to PAGE_LIMIT_MAX; anything else is a 400. */
export function pageQuerySchema(defaultLimit: number) {
  return z.object({
    page: z.coerce
      .number(MESSAGES.invalidPage)
      .int(MESSAGES.invalidPage)
      .min(1, MESSAGES.invalidPage)
      .default(1),
    limit: z.coerce
      .number(MESSAGES.invalidLimit)
      .int(MESSAGES.invalidLimit)
      .min(1, MESSAGES.invalidLimit)
      .max(PAGE_LIMIT_MAX, MESSAGES.invalidLimit)
      .default(defaultLimit),
  });
}
export type PageQuery = z.infer<ReturnType<typeof pageQuerySchema>>;
