// The contest bench's counting board streams, held by child processes (stream-holder-main.ts) when there
// are more than this process may open (`ulimit -n`; a process cannot raise its hard limit here). Each child
// holds up to `perHolder` visits; the sampled streams, whose arrival times are measured, stay in the bench.
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { InstanceTally } from './board-streams.js';

export type HolderRequest =
  { type: 'open'; id: number; instance: number; base: string } | { type: 'tally' } | { type: 'close' };
/** A holder's event loop delay over the run so far (ms): how late it may have sent a request or read. */
export type HolderLag = { p99Ms: number; maxMs: number };
export type HolderTallies = { tallies: InstanceTally[]; lag: HolderLag };
export type HolderReply = { type: 'opened'; id: number } | ({ type: 'tallies' } & HolderTallies);

const MAIN = fileURLToPath(new URL('./stream-holder-main.ts', import.meta.url));

export type StreamHolders = {
  /** Opens one counting visit (contest page, board page, board stream) in a child; resolves once opened. */
  open(instance: number, base: string): Promise<void>;
  /** Every child's tallies so far, per instance, with its event loop delay. */
  tallies(): Promise<HolderTallies[]>;
  /** Once every visit has opened: the children read their streams at HOLDER_NICE from then on. */
  settle(): void;
  close(): Promise<void>;
  pids: number[];
};

type Holder = { child: ChildProcess; load: number; waiting: Map<number, () => void> };

/**
 * The holders stand for thousands of browsers on other machines: here they share the API's two cores, and
 * reading 20,000 streams' events costs about what sending them does. At a lower priority they read what
 * the APIs leave (a slow client's events wait in its socket), so the APIs are measured, not the clients.
 * While the burst opens its visits that has a cost: a browser sends its request as it connects, but a
 * holder starved in the burst's minute sent some over a minute after connecting, which the API answers
 * with 408 or a closed socket (Node's headersTimeout). `openingNice` (CONTEST_BENCH_HOLDER_OPENING_NICE)
 * sets their priority until every visit has opened: at 0 they open on time, and take the CPU the APIs
 * need in that minute (docs/benchmarks.md, "The burst on two cores").
 */
const HOLDER_NICE = 10;

export function startStreamHolders(
  count: number,
  instances: number,
  perHolder: number,
  openingNice = HOLDER_NICE,
): StreamHolders {
  const holders: Holder[] = Array.from({ length: count }, () => {
    const holder: Holder = { child: fork(MAIN, [String(instances)]), load: 0, waiting: new Map() };
    if (holder.child.pid !== undefined && openingNice > 0) setPriority(holder.child.pid, openingNice);
    holder.child.on('message', (message: HolderReply) => {
      if (message.type !== 'opened') return;
      holder.waiting.get(message.id)?.();
      holder.waiting.delete(message.id);
    });
    return holder;
  });
  let next = 0;
  const ask = (holder: Holder) =>
    new Promise<HolderTallies>((resolve) => {
      const listen = (message: HolderReply) => {
        if (message.type !== 'tallies') return;
        holder.child.off('message', listen);
        resolve(message);
      };
      holder.child.on('message', listen);
      holder.child.send({ type: 'tally' } satisfies HolderRequest);
    });
  return {
    open: (instance, base) => {
      // The least loaded: filling one holder first would put its page fetches' sockets past its limit too.
      const holder = holders.reduce<Holder | undefined>(
        (least, h) => (h.load < perHolder && (!least || h.load < least.load) ? h : least),
        undefined,
      );
      if (!holder)
        throw new Error(`${String(count)} stream holders of ${String(perHolder)} streams are full`);
      holder.load++;
      const id = next++;
      return new Promise((resolve) => {
        holder.waiting.set(id, resolve);
        holder.child.send({ type: 'open', id, instance, base } satisfies HolderRequest);
      });
    },
    tallies: () => Promise.all(holders.map(ask)),
    pids: holders.flatMap(({ child }) => child.pid ?? []),
    settle: () => {
      for (const { child } of holders) if (child.pid !== undefined) setPriority(child.pid, HOLDER_NICE);
    },
    close: async () => {
      await Promise.all(
        holders.map(async ({ child }) => {
          if (child.exitCode !== null || !child.connected) return;
          child.send({ type: 'close' } satisfies HolderRequest);
          await once(child, 'exit');
        }),
      );
    },
  };
}
