// Reads against every API instance at once, for a few seconds: autocannon spread evenly over the
// instances (the same connections in all, split between them), answering each instance's successful
// answers per second and its 5xx count.
import autocannon from 'autocannon';
import { say } from './figures.js';

export type InstanceReads = { rps: number; serverErrors: number };

/** GET `path` on every instance in `apiUrls` for `seconds`, `connections` in all. */
export async function readAll(
  apiUrls: readonly string[],
  path: string,
  seconds: number,
  connections = 8,
): Promise<InstanceReads[]> {
  const each = Math.max(1, Math.round(connections / apiUrls.length));
  return Promise.all(
    apiUrls.map(async (base, instance) => {
      const result = await autocannon({ url: `${base}${path}`, connections: each, duration: seconds });
      say(
        `instance ${String(instance)} ${path}: ${JSON.stringify({ total: result.requests.total, non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts, ok: result['2xx'] })}`,
      );
      return { rps: result['2xx'] / seconds, serverErrors: result['5xx'] };
    }),
  );
}
