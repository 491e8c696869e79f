// An empty database on a PostgreSQL server for one run whose processes share it as a deployment shares
// production's (the contest bench's API instances, the end-to-end suite's two instances): they migrate it
// themselves. drop() removes it, FORCE because an instance killed after its timeout may still hold a
// connection.
import { randomBytes } from 'node:crypto';
import { queryServer } from './server-query.js';

export type ScratchDatabase = { url: string; drop: () => Promise<void> };

/** `purpose` names the database (`codecourt_<purpose>_<hex>`), so a leftover says who left it. */
export async function createScratchDatabase(
  serverUrl: string,
  purpose: 'bench' | 'e2e',
): Promise<ScratchDatabase> {
  const name = `codecourt_${purpose}_${randomBytes(6).toString('hex')}`;
  await queryServer(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await queryServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
