import { z } from 'zod';

/** Every error the API answers has this body (architecture.md "API"). */
export const errorResponseSchema = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** Object ids are UUIDs; `_id` is their field name on every returned object. */
export const idSchema = z.uuid();
export const idParamSchema = z.object({ id: idSchema });
export const isoDateSchema = z.string();
