import { describe, expect, it } from 'vitest';
import { createFairScheduler } from '../fair-scheduler.js';

/** Tasks that run until released, recording the order they start in. */
function heldTasks() {
  const started: string[] = [];
  const releases = new Map<string, () => void>();
  const task = (name: string) => () => {
    started.push(name);
    return new Promise<void>((resolve) => releases.set(name, resolve));
  };
  const release = async (name: string) => {
    releases.get(name)?.();
    // Lets the scheduler start the next task.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { started, task, release };
}

describe('the fair scheduler', () => {
  it('when one owner queued five tasks before another queued one, then the other’s goes next, not sixth', async () => {
    const scheduler = createFairScheduler({ size: 1, perOwner: 2 });
    const { started, task, release } = heldTasks();
    for (let i = 1; i <= 5; i++) void scheduler.withPermit('ada', task(`ada${String(i)}`));
    void scheduler.withPermit('bob', task('bob1'));
    await release('none');

    for (const name of ['ada1', 'bob1', 'ada2', 'ada3', 'ada4']) await release(name);

    expect(started).toEqual(['ada1', 'bob1', 'ada2', 'ada3', 'ada4', 'ada5']);
  });

  it('when one owner has more tasks than its share, then only its share runs, and another owner takes the free places', async () => {
    const scheduler = createFairScheduler({ size: 4, perOwner: 2 });
    const { started, task, release } = heldTasks();
    for (let i = 1; i <= 4; i++) void scheduler.withPermit('ada', task(`ada${String(i)}`));
    await release('none');
    expect(started).toEqual(['ada1', 'ada2']);

    void scheduler.withPermit('bob', task('bob1'));
    await release('none');
    await release('ada1');

    expect(started).toEqual(['ada1', 'ada2', 'bob1', 'ada3']);
    expect(scheduler.active).toBe(3);
  });

  it('when tasks have no owner, then each is its own and they fill every place', async () => {
    const scheduler = createFairScheduler({ size: 3, perOwner: 1 });
    const { started, task, release } = heldTasks();
    for (let i = 1; i <= 4; i++) void scheduler.withPermit(undefined, task(`anon${String(i)}`));
    await release('none');

    expect(started).toEqual(['anon1', 'anon2', 'anon3']);
  });
});
