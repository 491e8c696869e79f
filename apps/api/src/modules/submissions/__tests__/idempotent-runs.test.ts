import { describe, expect, it } from 'vitest';
import { createIdempotentRuns } from '../idempotent-runs.js';

describe('idempotent runs', () => {
  it('when a run is repeated with the same user and key, then the work is done once and both get its answer', async () => {
    let calls = 0;
    const runs = createIdempotentRuns<number>();
    const work = () => Promise.resolve((calls += 1));

    const answers = await Promise.all([runs.once('u', 'k', work), runs.once('u', 'k', work)]);

    expect(answers).toEqual([1, 1]);
    expect(calls).toBe(1);
  });

  it('when the key, the user or the time differ, then the run is done again', async () => {
    let calls = 0;
    let now = 0;
    const runs = createIdempotentRuns<number>(1_000, () => now);
    const work = () => Promise.resolve((calls += 1));

    await runs.once('u', 'k', work);
    await runs.once('u', 'other', work);
    await runs.once('v', 'k', work);
    await runs.once('u', undefined, work);
    now = 1_001;
    await runs.once('u', 'k', work);

    expect(calls).toBe(5);
  });

  it('when a run fails, then a retry with the same key is done again', async () => {
    const runs = createIdempotentRuns<string>();

    await expect(runs.once('u', 'k', () => Promise.reject(new Error('judge down')))).rejects.toThrow(
      'judge down',
    );
    const retried = await runs.once('u', 'k', () => Promise.resolve('judged'));

    expect(retried).toBe('judged');
  });
});
