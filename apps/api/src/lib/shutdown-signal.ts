import { setMaxListeners } from 'node:events';

/**
 * The server's shutdown, as a signal every long-lived answer listens to (board streams, the Contest API feed,
 * live judging). Streams follow it through `onShutdown`, one listener for all of them; the signal has no
 * listener limit all the same, so nothing else that listens to it is warned about as a leak.
 */
export function createShutdown(): AbortController {
  const shutdown = new AbortController();
  setMaxListeners(0, shutdown.signal);
  return shutdown;
}

const hooks = new WeakMap<AbortSignal, Set<() => void>>();

/**
 * Calls `callback` when `signal` aborts (not when it already has: the caller checks `aborted`); the function
 * returned forgets it. Every stream shares the signal's one listener: an EventTarget looks through all its
 * listeners on each add and remove, so thousands of streams each with a listener of its own cost quadratic
 * time (11 s of an instance's CPU in a 20,000-participant contest's opening minute, measured).
 */
export function onShutdown(signal: AbortSignal | undefined, callback: () => void): () => void {
  if (!signal) return () => undefined;
  let callbacks = hooks.get(signal);
  if (!callbacks) {
    const all = new Set<() => void>();
    signal.addEventListener(
      'abort',
      () => {
        for (const each of [...all]) each();
        all.clear();
      },
      { once: true },
    );
    hooks.set(signal, all);
    callbacks = all;
  }
  const registered = callbacks;
  registered.add(callback);
  return () => {
    registered.delete(callback);
  };
}
