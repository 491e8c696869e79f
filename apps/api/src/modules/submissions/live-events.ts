import type { Response } from 'express';
import { LIVE_EVENTS, LIVE_HIDDEN_STATE } from '@codecourt/contracts';
import type {
  JudgeTestProgress,
  JudgedTest,
  LiveHiddenEvent,
  LiveTestEvent,
  Submission,
} from '@codecourt/contracts';
import type { Logger } from '../../lib/logger.js';
import { toLoggableError } from '../../lib/loggable-error.js';
import { onShutdown } from '../../lib/shutdown-signal.js';
import type { LiveProgress } from '../judge-gateway/live-progress.js';
import type { SubmissionRepository } from './repository.js';
import { toSubmission } from './submission-json.js';
import type { VerdictWaiters } from '../judge-gateway/verdict-waiters.js';

export type LiveEventsDeps = {
  submissions: Pick<SubmissionRepository, 'findById' | 'sampleCountOf'>;
  progress: LiveProgress;
  waiters: VerdictWaiters;
  logger: Logger;
  heartbeatMs: number;
  /** Aborted when the server starts to stop: open streams end (the client falls back to polling). */
  shutdown?: AbortSignal | undefined;
};

/** A reported visible test as the user sees it (hidden ones say nothing while judging). */
function fromProgress(progress: JudgeTestProgress): LiveTestEvent {
  const { index, visible, verdict } = progress;
  return { index, visible, verdict, cpuMs: progress.cpuMs, memoryKb: progress.memoryKb };
}

/** A stored test as the same event, for the tests a subscriber has not been told of yet. */
function fromStored(test: JudgedTest): LiveTestEvent {
  const { index, visible, verdict } = test;
  return {
    index,
    visible,
    verdict,
    ...(visible && test.timeMs !== undefined ? { cpuMs: test.timeMs } : {}),
    ...(visible && test.memoryKb !== undefined ? { memoryKb: test.memoryKb } : {}),
  };
}

/**
 * GET /submission/{id}/events for the submission's owner (checked by the caller): the leading visible
 * tests in order as they finish (first those already reported, then the rest as they come); once the
 * samples are done, one `hidden` state (LIVE_HIDDEN_STATE), sent right after the last sample's event so
 * it is tied to no hidden test; nothing about a hidden test until the verdict: then those tests in one
 * batch, the stored submission, and the end. Listeners are registered before anything is read, so
 * nothing falls between the history and the live events, or between the last test and the verdict.
 */
export function createLiveEvents(deps: LiveEventsDeps) {
  const { submissions, progress, waiters, logger } = deps;

  return async function streamEvents(submissionId: string, res: Response): Promise<void> {
    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache, no-transform');
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();

    let ended = false;
    let next = 0;
    let replaying = true;
    let streaming = true;
    let total = 0;
    // Unknown until the row is read: until then no state is due.
    let samples = Infinity;
    let stateSent = false;
    const held: JudgeTestProgress[] = [];
    const write = (event: string, data: LiveTestEvent | LiveHiddenEvent | Submission) => {
      res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    const sendTest = (test: LiveTestEvent) => {
      // A retried attempt starts again from the first test: what was sent stays sent.
      if (ended || test.index < next) return;
      write(LIVE_EVENTS.test, test);
      next = test.index + 1;
    };
    // Only ever on the heels of a sample's event (or the replay): never when a hidden test ends.
    const sendStateIfPastSamples = () => {
      if (ended || stateSent || next < samples || next >= total) return;
      stateSent = true;
      write(LIVE_EVENTS.hidden, { state: LIVE_HIDDEN_STATE, finished: 0, total: total - next });
    };

    const onProgress = (test: JudgeTestProgress) => {
      // A retried attempt starts again from the first test: what was sent stays so.
      if (ended || test.index < next) return;
      if (streaming && test.visible && test.index === next) {
        sendTest(fromProgress(test));
        sendStateIfPastSamples();
      } else streaming = false;
    };
    const stopProgress = progress.subscribe(submissionId, (test) => {
      if (replaying) held.push(test);
      else onProgress(test);
    });
    const end = () => {
      if (ended) return;
      ended = true;
      stopProgress();
      stopWaiting();
      clearInterval(heartbeat);
      res.end();
    };
    const finishIfJudged = async () => {
      const row = await submissions.findById(submissionId);
      if (ended || row?.status !== 'done') return;
      const submission = toSubmission(row);
      for (const test of submission.tests) sendTest(fromStored(test));
      write(LIVE_EVENTS.result, submission);
      end();
    };
    const tryFinish = () => {
      finishIfJudged().catch((error: unknown) => {
        logger.error({ err: toLoggableError(error), submissionId }, 'could not end a live judging stream');
        end();
      });
    };
    const stopWaiting = waiters.listen(submissionId, tryFinish);
    const heartbeat = setInterval(() => {
      res.write(': heartbeat\n\n');
    }, deps.heartbeatMs);
    res.on('close', end);
    // Ended streams let the server's drain finish instead of waiting out the grace period.
    res.on('close', onShutdown(deps.shutdown, end));

    res.write(': connected\n\n');
    if (deps.shutdown?.aborted) end();
    try {
      const row = await submissions.findById(submissionId);
      total = row?.totalTestCases ?? 0;
      if (row) samples = await submissions.sampleCountOf(row.problemId);
      for (const test of await progress.history(submissionId)) onProgress(test);
      replaying = false;
      for (const test of held.splice(0)) onProgress(test);
      // Past the samples already (a late subscriber, or none to stream): the state goes out now.
      sendStateIfPastSamples();
      await finishIfJudged();
    } catch (error) {
      // The headers are out: the stream just ends, and the client falls back to polling the submission.
      logger.error({ err: toLoggableError(error), submissionId }, 'could not replay a live judging stream');
      end();
    }
  };
}

export type LiveEvents = ReturnType<typeof createLiveEvents>;
