import { availableParallelism } from 'node:os';
import { JUDGE_QUEUE, JUDGE_WORKER_PRESENCE } from '@codecourt/contracts';
import { describe, expect, it } from 'vitest';
import { loadJudgeConfig } from '@codecourt/judge';
import { loadWorkerConfig } from '../worker-config.js';

describe('loadWorkerConfig', () => {
  it('when only REDIS_URL is set, then concurrency is the core count and lock timing comes from the contracts', () => {
    const config = loadWorkerConfig({ REDIS_URL: 'redis://127.0.0.1:6379' });

    expect(config).toEqual({
      redisUrl: 'redis://127.0.0.1:6379',
      concurrency: availableParallelism(),
      lockDurationMs: JUDGE_QUEUE.lockDurationMs,
      stalledIntervalMs: JUDGE_QUEUE.stalledIntervalMs,
      presenceTtlMs: JUDGE_WORKER_PRESENCE.ttlMs,
      metrics: undefined,
      judge: loadJudgeConfig({}),
    });
  });

  it('when every variable is set, then each is honoured', () => {
    const config = loadWorkerConfig({
      REDIS_URL: 'rediss://cache:6380/2',
      JUDGE_CONCURRENCY: '3',
      JUDGE_SANDBOX: 'bwrap',
      JUDGE_LOCK_DURATION_MS: '5000',
      JUDGE_STALLED_INTERVAL_MS: '2500',
      JUDGE_PRESENCE_TTL_MS: '3000',
      JUDGE_METRICS_PORT: '9464',
      METRICS_TOKEN: 'a-scrape-token-long-enough',
    });

    expect(config).toMatchObject({
      concurrency: 3,
      judge: { sandbox: 'bwrap' },
      lockDurationMs: 5000,
      stalledIntervalMs: 2500,
      presenceTtlMs: 3000,
      metrics: { port: 9464, token: 'a-scrape-token-long-enough' },
    });
  });

  it.each([
    ['REDIS_URL is missing', {}, /REDIS_URL/],
    ['REDIS_URL is empty', { REDIS_URL: '' }, /REDIS_URL/],
    ['REDIS_URL is not redis', { REDIS_URL: 'http://x' }, /REDIS_URL/],
    ['JUDGE_CONCURRENCY is zero', { REDIS_URL: 'redis://x:1', JUDGE_CONCURRENCY: '0' }, /JUDGE_CONCURRENCY/],
    ['JUDGE_SANDBOX is unknown', { REDIS_URL: 'redis://x:1', JUDGE_SANDBOX: 'chroot' }, /JUDGE_SANDBOX/],
    ['METRICS_TOKEN is short', { REDIS_URL: 'redis://x:1', METRICS_TOKEN: 'short' }, /METRICS_TOKEN/],
  ])('when %s, then start-up fails naming the variable', (_, env, message) => {
    expect(() => loadWorkerConfig(env)).toThrow(message);
  });
});
