// A private PostgreSQL server for the benches when PG_TEST_URL/DATABASE_URL names none: initdb in a temp
// directory and `postgres` on a free loopback port, from the newest /usr/lib/postgresql/<v>/bin.
// PostgreSQL refuses to run as root, so as root it runs as the `postgres` system user.
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './spawn-server.js';

const run = promisify(execFile);

async function binDir(): Promise<string> {
  const versions = (await readdir('/usr/lib/postgresql')).sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error('no PostgreSQL under /usr/lib/postgresql and no PG_TEST_URL');
  return join('/usr/lib/postgresql', versions[0], 'bin');
}

async function systemUser(name: string): Promise<{ uid: number; gid: number }> {
  const { stdout } = await run('id', ['-u', name]);
  const { stdout: group } = await run('id', ['-g', name]);
  return { uid: Number(stdout.trim()), gid: Number(group.trim()) };
}

export async function startPostgres(): Promise<{ url: string; stop(): Promise<void> }> {
  const bin = await binDir();
  const dir = await mkdtemp(join(tmpdir(), 'codecourt-bench-pg-'));
  const owner = process.getuid?.() === 0 ? await systemUser('postgres') : undefined;
  if (owner) await chown(dir, owner.uid, owner.gid);
  const data = join(dir, 'data');
  await run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8'], {
    ...owner,
  });
  const port = await freePort();
  const child = spawn(
    join(bin, 'postgres'),
    ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1'],
    { stdio: 'ignore', ...owner },
  );
  const exited = once(child, 'exit');
  const url = `postgres://postgres@127.0.0.1:${String(port)}/postgres`;
  for (let attempt = 0; ; attempt++) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      break;
    } catch (error) {
      if (attempt > 100) throw error;
      await sleep(100);
    }
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGINT');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
