import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@codecourt/contracts';
import { openPostgres } from '../../db/client.js';
import { freePort } from '../../testing/free-port.js';
import { unavailableDependency } from '../dependency-errors.js';
import { toAppError } from '../error-handler.js';

/** What a call really throws (the drivers' own errors, not look-alikes). */
async function thrownBy(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to throw');
}

describe('unavailable dependencies', () => {
  it('when PostgreSQL refuses the connection, then the query error maps to 503 with the database message', async () => {
    const handle = openPostgres(`postgres://nobody:secret@127.0.0.1:${String(await freePort())}/none`, () => {
      /* the pool's idle errors are not what this test looks at */
    });
    const error = await thrownBy(() => handle.db.execute(sql`select 1`));
    await handle.close();

    expect(unavailableDependency(error)).toBe('database');
    expect(toAppError(error)).toMatchObject({ httpStatus: 503, message: MESSAGES.databaseUnavailable });
  });

  it('when Redis is unreachable, then the command error maps to 503 with the service message', async () => {
    const client = new Redis(`redis://127.0.0.1:${String(await freePort())}`, { maxRetriesPerRequest: 1 });
    client.on('error', () => undefined);
    const error = await thrownBy(() => client.get('anything'));
    client.disconnect();

    expect(unavailableDependency(error)).toBe('redis');
    expect(toAppError(error)).toMatchObject({ httpStatus: 503, message: MESSAGES.serviceUnavailable });
  });

  it('when an ordinary error is thrown, then it stays a 500', () => {
    const error = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' });

    expect(unavailableDependency(new Error('boom'))).toBeUndefined();
    expect(unavailableDependency(error)).toBeUndefined();
    expect(toAppError(new Error('boom')).httpStatus).toBe(500);
  });
});
