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
  const callbacks = callbacksOf(signal);
  callbacks.add(callback);
  return () => {
    callbacks.delete(callback);
  };
}

/** The signal's callbacks, behind the one listener that calls them. */
function callbacksOf(signal: AbortSignal): Set<() => void> {
  const known = hooks.get(signal);
  if (known) return known;
  const callbacks = new Set<() => void>();
  signal.addEventListener(
    'abort',
    () => {
      for (const callback of callbacks) callback();
      callbacks.clear();
    },
    { once: true },
  );
  hooks.set(signal, callbacks);
  return callbacks;
}
