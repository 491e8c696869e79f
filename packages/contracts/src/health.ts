import { z } from 'zod';
import { SANDBOX_DRIVERS } from './enums.js';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['ok', 'down']),
  queue: z.enum(['in-process', 'redis', 'down']),
  sandbox: z.enum([...SANDBOX_DRIVERS, 'none']),
  /** What protects the host with that driver; a loud warning for the unisolated process driver. */
  sandboxNotice: z.string().optional(),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
