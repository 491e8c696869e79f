import { getEventListeners } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { createShutdown, onShutdown } from '../shutdown-signal.js';

const warnings: Error[] = [];
const keep = (warning: Error) => warnings.push(warning);
afterEach(() => {
  process.off('warning', keep);
  warnings.length = 0;
});

describe('the server’s shutdown signal', () => {
  it('when thousands of streams listen to it, then no leak warning is logged, and aborting reaches every one', async () => {
    process.on('warning', keep);
    const shutdown = createShutdown();
    let ended = 0;
    for (let i = 0; i < 2_000; i++)
      shutdown.signal.addEventListener(
        'abort',
        () => {
          ended += 1;
        },
        { once: true },
      );
    // Warnings are emitted on the next tick.
    await new Promise((resolve) => setImmediate(resolve));

    shutdown.abort();

    expect(warnings.map((w) => w.name)).toEqual([]);
    expect(ended).toBe(2_000);
  });

  it('when the limit is Node’s default, then the same listeners are warned about (what the test would miss)', async () => {
    process.on('warning', keep);
    const plain = new AbortController();
    for (let i = 0; i < 11; i++) plain.signal.addEventListener('abort', () => undefined);
    await new Promise((resolve) => setImmediate(resolve));

    expect(warnings.map((w) => w.name)).toContain('MaxListenersExceededWarning');
  });

  it('when thousands of streams follow it, then the signal has one listener, and aborting ends those still open', () => {
    const shutdown = createShutdown();
    const ended = new Set<number>();
    const forget = Array.from({ length: 5_000 }, (_, i) =>
      onShutdown(shutdown.signal, () => {
        ended.add(i);
      }),
    );
    // Streams that ended before the shutdown forget it.
    for (let i = 0; i < 5_000; i += 2) forget[i]?.();

    expect(getEventListeners(shutdown.signal, 'abort')).toHaveLength(1);
    shutdown.abort();

    expect(ended.size).toBe(2_500);
    expect([...ended].every((i) => i % 2 === 1)).toBe(true);
  });

  it('when there is no shutdown signal (tests, tools), then following it does nothing', () => {
    const forget = onShutdown(undefined, () => {
      throw new Error('never called');
    });
    expect(() => {
      forget();
    }).not.toThrow();
  });
});
