// How far the API's storage of a room's updates (interview_updates, one row an update) is behind: the
// bench counts the rows until every update typed is there, or the count stops growing.
import pg from 'pg';

const POLL_MS = 250;

/**
 * Waits until `expected` rows are stored, or none was added for `stallMs`; answers the rows and how long
 * it waited.
 */
export async function untilStored(
  databaseUrl: string,
  expected: number,
  stallMs = 10_000,
): Promise<{ stored: number; waitedMs: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  try {
    let stored = -1;
    let grewAt = started;
    for (;;) {
      const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM interview_updates');
      const now = Number(rows[0]?.n ?? 0);
      if (now !== stored) grewAt = performance.now();
      stored = now;
      if (stored >= expected || performance.now() - grewAt > stallMs)
        return { stored, waitedMs: performance.now() - started };
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } finally {
    await client.end();
  }
}
