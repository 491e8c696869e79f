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

  it('when a job asks for a spare place, then it gets one only while one is free, nobody waits and it is under its share', async () => {
    const scheduler = createFairScheduler({ size: 3, perOwner: 2 });
    const { started, task, release } = heldTasks();
    const ada = scheduler.ticket('ada');
    void ada.run(task('ada1'));
    await release('none');

    expect(ada.spare(task('ada-spare1'))).toBeDefined();
    // Two of three places are ada's: her share is full, the free place stays free for others.
    expect(ada.spare(task('ada-spare2'))).toBeUndefined();
    const bob = scheduler.ticket('bob');
    void bob.run(task('bob1'));
    await release('none');
    // Every place is taken.
    expect(bob.spare(task('bob-spare'))).toBeUndefined();

    await release('ada-spare1');
    // Its place came back free and nobody waits for it.
    expect(ada.spare(task('ada-spare3'))).toBeDefined();
    expect(started).toEqual(['ada1', 'ada-spare1', 'bob1', 'ada-spare3']);
    expect(scheduler.active).toBe(3);
  });

  it('when another owner waits, then no spare place is given even though one is free', async () => {
    const scheduler = createFairScheduler({ size: 3, perOwner: 1 });
    const { started, task, release } = heldTasks();
    void scheduler.ticket('cid').run(task('cid1'));
    void scheduler.ticket('cid').run(task('cid2'));
    const ada = scheduler.ticket('ada');
    void ada.run(task('ada1'));
    await release('none');

    expect(ada.spare(task('ada-spare'))).toBeUndefined();
    expect(started).toEqual(['cid1', 'ada1']);
  });

  it('when tasks have no owner, then each is its own and they fill every place', async () => {
    const scheduler = createFairScheduler({ size: 3, perOwner: 1 });
    const { started, task, release } = heldTasks();
    for (let i = 1; i <= 4; i++) void scheduler.withPermit(undefined, task(`anon${String(i)}`));
    await release('none');

    expect(started).toEqual(['anon1', 'anon2', 'anon3']);
  });

  it('when a job goes on to its next test while another owner floods, then its place waits for it', async () => {
    const scheduler = createFairScheduler({ size: 2, perOwner: 2 });
    const { started, task, release } = heldTasks();
    for (let i = 1; i <= 6; i++) void scheduler.ticket('ada').run(task(`ada${String(i)}`));
    const bob = scheduler.ticket('bob');
    void bob.run(task('bob1'));
    await release('none');
    expect(started).toEqual(['ada1', 'ada2']);

    // ada's first job is over (its place is kept for one turn of the event loop, then goes to bob).
    await release('ada1');
    await release('none');
    expect(started).toEqual(['ada1', 'ada2', 'bob1']);
    // bob's next test is asked for as the last one ends: it keeps the place, ada's tests wait.
    await releaseAndGoOn(release, 'bob1', () => void bob.run(task('bob2')));
    await release('none');
    expect(started).toEqual(['ada1', 'ada2', 'bob1', 'bob2']);

    await release('bob2');
    bob.close();
    await release('none');
    expect(started).toEqual(['ada1', 'ada2', 'bob1', 'bob2', 'ada3']);
  });

  it('when one owner has two jobs, then every test of the older one goes before the newer one', async () => {
    const scheduler = createFairScheduler({ size: 1, perOwner: 1 });
    const { started, task, release } = heldTasks();
    const older = scheduler.ticket('ada');
    const newer = scheduler.ticket('ada');
    void older.run(task('old1'));
    void newer.run(task('new1'));
    await release('none');
    await releaseAndGoOn(release, 'old1', () => void older.run(task('old2')));
    await release('none');

    expect(started).toEqual(['old1', 'old2']);
  });
});

/** Ends a task and asks for the job's next piece before the event loop turns again (as the judge does). */
async function releaseAndGoOn(
  release: (name: string) => Promise<void>,
  name: string,
  next: () => void,
): Promise<void> {
  await release(name).then(next);
}
