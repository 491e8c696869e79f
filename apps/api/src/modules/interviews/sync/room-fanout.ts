// Several API instances (issue #41 item 7): the two sockets of a room may land on different instances.
// Each instance publishes what its own sockets change in a room (document updates, awareness, the end) on
// the room's Redis channel and applies what the others publish; Yjs updates commute and apply
// idempotently, so no order across instances is needed. Each update is stored once, by the instance its
// socket reached. The publishes of one turn of the event loop go to Redis as one pipeline: one write for
// many keystrokes (a PUBLISH each was a fifth of the API's time under load, docs/benchmarks.md).
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from '../../../lib/logger.js';
import { toLoggableError } from '../../../lib/loggable-error.js';

export const FANOUT_KINDS = { update: 0, awareness: 1, ended: 2 } as const;
export type FanoutKind = (typeof FANOUT_KINDS)[keyof typeof FANOUT_KINDS];
export type FanoutListener = (kind: FanoutKind, payload: Uint8Array) => void;

export type RoomFanout = {
  /** Listens to the room's channel; resolves once subscribed, so nothing published after is missed. */
  join: (interviewId: string, listener: FanoutListener) => Promise<void>;
  leave: (interviewId: string) => void;
  publish: (interviewId: string, kind: FanoutKind, payload: Uint8Array) => void;
  close: () => Promise<void>;
};

const CHANNEL_PREFIX = 'codecourt:interview:';
/** Each message starts with its instance's id, so an instance skips its own. */
const INSTANCE_ID_BYTES = 16;

/**
 * The fan-out over Redis pub/sub: `redis` publishes; a second connection (subscribed connections take no
 * other command) is opened on the first room joined, so an instance that never holds a room opens none.
 */
export function createRedisFanout(redis: Redis, logger: Logger): RoomFanout {
  const instance = randomBytes(INSTANCE_ID_BYTES);
  const listeners = new Map<string, FanoutListener>();
  let subscriber: Redis | undefined;
  /** This turn's publishes, in order: [channel, message]. */
  let pending: [string, Buffer][] = [];
  let scheduled: NodeJS.Immediate | undefined;

  const subscribed = (): Redis => {
    if (subscriber) return subscriber;
    // No ready check: ioredis 5 may send its INFO after a SUBSCRIBE queued while connecting, which Redis
    // refuses on a subscribed connection, failing the first joins (redis/ioredis#2037); this connection
    // sends nothing but (un)subscribes, which need no ready check.
    const opened = redis.duplicate({ enableReadyCheck: false });
    opened.on('error', (error: unknown) => {
      logger.error({ err: toLoggableError(error) }, 'interview fan-out redis error');
    });
    opened.on('messageBuffer', (channel: Buffer, message: Buffer) => {
      const listener = listeners.get(channel.toString('utf8'));
      if (!listener || message.length <= INSTANCE_ID_BYTES) return;
      if (instance.equals(message.subarray(0, INSTANCE_ID_BYTES))) return;
      listener(message[INSTANCE_ID_BYTES] as FanoutKind, message.subarray(INSTANCE_ID_BYTES + 1));
    });
    subscriber = opened;
    return opened;
  };
  const failed = (what: string) => (error: unknown) => {
    logger.error({ err: toLoggableError(error) }, `interview fan-out: ${what} failed`);
  };

  /** Sends this turn's publishes as one pipeline; ioredis keeps their order, and the order across turns. */
  function flush(): Promise<void> {
    scheduled = undefined;
    const batch = pending;
    pending = [];
    if (batch.length === 0) return Promise.resolve();
    const pipeline = redis.pipeline();
    for (const [channel, message] of batch) pipeline.publish(channel, message);
    return pipeline.exec().then((results) => {
      const error = results?.find(([err]) => err)?.[0];
      if (error) failed('publish')(error);
    }, failed('publish'));
  }

  return {
    async join(interviewId, listener) {
      const channel = `${CHANNEL_PREFIX}${interviewId}`;
      listeners.set(channel, listener);
      await subscribed().subscribe(channel);
    },
    leave(interviewId) {
      const channel = `${CHANNEL_PREFIX}${interviewId}`;
      listeners.delete(channel);
      subscriber?.unsubscribe(channel).catch(failed('unsubscribe'));
    },
    publish(interviewId, kind, payload) {
      pending.push([`${CHANNEL_PREFIX}${interviewId}`, Buffer.concat([instance, Buffer.of(kind), payload])]);
      scheduled ??= setImmediate(() => void flush());
    },
    async close() {
      if (scheduled) clearImmediate(scheduled);
      await flush();
      listeners.clear();
      const opened = subscriber;
      subscriber = undefined;
      if (opened)
        await opened.quit().catch(() => {
          opened.disconnect();
        });
    },
  };
}
