import { z } from 'zod';

/** Every error the API answers has this body (docs/api.md). */
export const errorResponseSchema = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** Object ids are UUIDs; `_id` is their field name on every returned object. */
export const idSchema = z.uuid();
/**
 * A request id as a caller or proxy may send it in X-Request-Id and as it travels in a judge job: short,
 * and made of characters that are safe in a log line and a header (no spaces, quotes or newlines).
 */
export const requestIdSchema = z.string().regex(/^[\w.:-]{1,128}$/);
export const REQUEST_ID_HEADER = 'X-Request-Id';
/** Set by the `pnpm dev` proxy on its 503 while the API is still starting (the web app then waits). */
export const SERVER_STARTING_HEADER = 'X-CodeCourt-Starting';
export const idParamSchema = z.object({ id: idSchema });
export const isoDateSchema = z.string();
