import type { Logger } from '../../lib/logger.js';
import { toLoggableError } from '../../lib/loggable-error.js';
import type { Judging } from './create-judging.js';

/** A submit stores its row, then enqueues it: a pass leaves rows this young to that submit. */
const ENQUEUE_GRACE_MS = 5_000;

/**
 * Reconciles every `intervalMs` while the API runs, so an outage heals without a restart: a result the
 * database could not take is collected from the queue, a job Redis lost is enqueued again. A pass that
 * fails (a dependency is still down) is logged and tried at the next tick; passes never overlap.
 * The returned function stops it; the timer never keeps the process alive.
 */
export function scheduleReconcile(judging: Pick<Judging, 'reconcile'>, logger: Logger, intervalMs: number) {
  let running = false;
  const pass = async () => {
    if (running) return;
    running = true;
    try {
      const summary = await judging.reconcile({ createdBefore: new Date(Date.now() - ENQUEUE_GRACE_MS) });
      if (summary.collected > 0 || summary.requeued > 0)
        logger.info(summary, 'unfinished submissions reconciled');
    } catch (error) {
      logger.warn({ err: toLoggableError(error) }, 'reconciling unfinished submissions failed; will retry');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void pass(), intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
  };
}
