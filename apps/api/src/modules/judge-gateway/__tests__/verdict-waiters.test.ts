import { describe, expect, it } from 'vitest';
import { createVerdictWaiters } from '../verdict-waiters.js';

describe('verdict waiters', () => {
  it('when the verdict is stored while a request waits, then the wait ends as stored', async () => {
    const waiters = createVerdictWaiters();
    const waited = waiters.wait('s1', 10_000);

    waiters.notify('s1');

    expect(await waited).toBe('stored');
    expect(waiters.waiting('s1')).toBe(0);
  });

  it('when the server drains, then every wait ends at once as timed out and later ones do not start', async () => {
    const waiters = createVerdictWaiters();
    const startedAt = Date.now();
    const waited = Promise.all([waiters.wait('s1', 60_000), waiters.wait('s2', 60_000)]);

    waiters.drain();

    expect(await waited).toEqual(['timeout', 'timeout']);
    expect(await waiters.wait('s3', 60_000)).toBe('timeout');
    expect(Date.now() - startedAt).toBeLessThan(1_000);
    expect(waiters.waiting('s1') + waiters.waiting('s2') + waiters.waiting('s3')).toBe(0);
  });

  it('when the server drains, then a live stream listening for the verdict keeps listening', () => {
    const waiters = createVerdictWaiters();
    const heard: string[] = [];
    waiters.listen('s1', () => heard.push('stored'));

    waiters.drain();
    waiters.notify('s1');

    expect(heard).toEqual(['stored']);
  });
});
