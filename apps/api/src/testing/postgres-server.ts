import { execFile, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, chown, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './free-port.js';

const run = promisify(execFile);

export type PostgresServer = {
  /** postgres://postgres:postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** Stops the server the way a crash would (SIGKILL); start() brings it back on the same port and data. */
  kill: () => Promise<void>;
  /** Stops it cleanly (SIGTERM, fast shutdown). */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops it and deletes its data directory. */
  dispose: () => Promise<void>;
};

/**
 * A private PostgreSQL server in a temporary directory, for tests that must stop and restart the database
 * under a running API (fault tests) or share one database between several processes (scale-out tests).
 * Needs Debian's postgresql package (the server binaries in /usr/lib/postgresql/<version>/bin). As root, the
 * server runs as the `postgres` user, because PostgreSQL refuses to run as root.
 */
export async function startPostgresServer(): Promise<PostgresServer> {
  const binDir = postgresBinDir();
  const dataRoot = await mkdtemp(join(tmpdir(), 'codecourt-pg-'));
  const dataDir = join(dataRoot, 'data');
  const socketDir = join(dataRoot, 'socket');
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? await postgresUser() : undefined;
  if (owner) {
    await chmod(dataRoot, 0o755);
    await chown(dataRoot, owner.uid, owner.gid);
  }
  const wrap = (command: string, args: string[]): [string, string[]] =>
    owner ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];

  const passwordFile = join(dataRoot, 'pwfile');
  await writeFile(passwordFile, 'postgres\n', { mode: 0o644 });
  const [initCommand, initArgs] = wrap(join(binDir, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--pwfile',
    passwordFile,
    '-A',
    'scram-sha-256',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  await run(initCommand, initArgs);
  const [mkdirCommand, mkdirArgs] = wrap('mkdir', ['-p', socketDir]);
  await run(mkdirCommand, mkdirArgs);

  const port = await freePort();
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  let child: ChildProcess | undefined;

  const startOnce = async (): Promise<boolean> => {
    const [command, args] = wrap(join(binDir, 'postgres'), [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-k',
      socketDir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'max_connections=200',
    ]);
    const started = spawn(command, args, { stdio: 'ignore' });
    const gone = new AbortController();
    started.once('exit', () => {
      gone.abort();
    });
    // A postgres that exits (it refused to start) ends the polling too, so no poller outlives this attempt.
    const answered = await waitUntilAnswering(url, gone.signal);
    if (answered) child = started;
    return answered;
  };
  // After a SIGKILL the old postmaster's backends linger for a moment, and a new one refuses to start beside them.
  const start = async (): Promise<void> => {
    for (let attempt = 0; attempt < 50; attempt++) {
      if (await startOnce()) return;
      await sleep(200);
    }
    throw new Error(`postgres did not start on port ${String(port)}`);
  };
  const halt = async (signal: NodeJS.Signals): Promise<void> => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise<void>((resolve) =>
      running.once('exit', () => {
        resolve();
      }),
    );
    // Signal the postmaster itself: runuser cannot forward a SIGKILL.
    process.kill(await postmasterPid(dataDir), signal);
    await exited;
  };

  await start();
  return {
    url,
    start,
    kill: () => halt('SIGKILL'),
    stop: () => halt('SIGINT'),
    dispose: async () => {
      await halt('SIGINT');
      await rm(dataRoot, { recursive: true, force: true });
    },
  };
}

function postgresBinDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'postgres')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (!newest)
    throw new Error('no PostgreSQL server binaries in /usr/lib/postgresql (apt-get install postgresql)');
  return join(root, newest, 'bin');
}

async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const { stdout } = await run('id', ['-u', 'postgres']);
  const { stdout: group } = await run('id', ['-g', 'postgres']);
  return { uid: Number(stdout.trim()), gid: Number(group.trim()) };
}

/** True once the server answers; false as soon as `gone` aborts. */
async function waitUntilAnswering(url: string, gone: AbortSignal): Promise<boolean> {
  for (let attempt = 0; attempt < 100 && !gone.aborted; attempt++) {
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT 1');
      return true;
    } catch {
      await sleep(100);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  if (gone.aborted) return false;
  throw new Error(`postgres did not answer at ${url}`);
}

async function postmasterPid(dataDir: string): Promise<number> {
  const pidFile = await readFile(join(dataDir, 'postmaster.pid'), 'utf8');
  return Number(pidFile.split('\n')[0]);
}
