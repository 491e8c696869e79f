// A Redis logical database of this run's own on the server at REDIS_TEST_URL. The API and the judge worker
// take no key prefix, so the database number is what keeps this run's judge queue, rate-limit counters and
// worker presence apart from other runs and suites on the same server (BullMQ's `bull:judge:*` in db 0
// would otherwise be shared, and another suite's worker could take this run's jobs). The e2e package has
// no Redis client, and three commands need none: they are written in RESP by hand.
import { randomBytes } from 'node:crypto';
import { createConnection } from 'node:net';

export type RedisDatabase = { url: string; drop: () => Promise<void> };

const CLAIM_KEY = 'codecourt:e2e:claimed-by';
/** Claims the selected database only while it is empty: atomic, so two runs starting together never share. */
const CLAIM_IF_EMPTY =
  "if redis.call('dbsize') == 0 then redis.call('set', KEYS[1], ARGV[1]) return 1 else return 0 end";

function encode(args: readonly string[]): string {
  return `*${String(args.length)}\r\n${args.map((arg) => `$${String(Buffer.byteLength(arg))}\r\n${arg}\r\n`).join('')}`;
}

/** Sends the commands on one connection and answers their one-line replies (integers, OK, errors). */
async function send(serverUrl: URL, commands: readonly (readonly string[])[]): Promise<string[]> {
  const socket = createConnection({ host: serverUrl.hostname, port: Number(serverUrl.port || 6379) });
  const all = [...commands];
  if (serverUrl.password) {
    const user = decodeURIComponent(serverUrl.username);
    all.unshift(['AUTH', ...(user ? [user] : []), decodeURIComponent(serverUrl.password)]);
  }
  return new Promise<string[]>((resolve, reject) => {
    let buffer = '';
    socket.once('error', reject);
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      const lines = buffer.split('\r\n').slice(0, -1);
      if (lines.length < all.length) return;
      socket.end();
      const replies = lines.slice(all.length - commands.length);
      const error = lines.find((line) => line.startsWith('-'));
      if (error) reject(new Error(`Redis at ${serverUrl.host} answered ${error}`));
      else resolve(replies);
    });
    socket.write(all.map(encode).join(''));
  });
}

/** Claims the first empty database from 1 up (db 0 is every other suite's) and answers its URL. */
export async function claimRedisDatabase(serverUrl: string): Promise<RedisDatabase> {
  const server = new URL(serverUrl);
  const token = `${String(process.pid)}-${randomBytes(4).toString('hex')}`;
  // A default server has 16; one configured with fewer refuses the SELECT, which ends the search in an error.
  for (let db = 1; db < 16; db += 1) {
    const [, claimed] = await send(server, [
      ['SELECT', String(db)],
      ['EVAL', CLAIM_IF_EMPTY, '1', CLAIM_KEY, token],
    ]);
    if (claimed !== ':1') continue;
    const url = new URL(server);
    url.pathname = `/${String(db)}`;
    return {
      url: url.toString(),
      drop: async () => {
        await send(server, [['SELECT', String(db)], ['FLUSHDB']]);
      },
    };
  }
  throw new Error(`no empty Redis database at ${server.host} (a killed run leaves its own: FLUSHDB it)`);
}
