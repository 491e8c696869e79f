import { randomBytes } from 'node:crypto';
import type { DatabaseHandle } from '../db/client.js';
import { notifyStatement } from '../db/change-feed.js';

/**
 * Resolves once the database's change feed is live and has delivered every change committed before the
 * call: a NOTIFY on a channel of its own is sent and awaited, and one connection receives notifications in
 * commit order. A test that changes rows behind the triggers' back calls it first, so no rebuild owed to
 * its setup lands in the middle of that change.
 */
export async function changeFeedCaughtUp(database: Pick<DatabaseHandle, 'db' | 'listen'>): Promise<void> {
  const channel = `caught_up_${randomBytes(6).toString('hex')}`;
  let delivered!: () => void;
  const arrived = new Promise<void>((resolve) => {
    delivered = resolve;
  });
  await database.listen(channel, {
    onChange: () => {
      delivered();
    },
    onLive: () => undefined,
  });
  await database.db.execute(notifyStatement(channel));
  await arrived;
}
