// One submission's tests spread over the caller's idle places (issue #35 item 7, D17): the submission's own
// session takes its tests one place at a time, as before; whenever the caller has a place nobody else is
// waiting for, a further test runs there at once, in a session of its own with the same (cached) program.
// A spare place is never asked for, only taken when free, so spreading never delays another user's work.
import type { JudgeTestResult } from '@codecourt/contracts';
import type { SandboxSession } from '../sandbox/types.js';
import type { JudgeSlot, JudgeSpareSlot } from './places.js';

export type SpreadOptions = {
  count: number;
  /** Judges test `index` in `session` (the submission's own or a spare one). */
  judge: (session: SandboxSession, index: number) => Promise<JudgeTestResult>;
  main: SandboxSession;
  slot: JudgeSlot;
  spare: JudgeSpareSlot;
  /** A further session with the program prepared in it, or undefined when it could not be made. */
  openSession: () => Promise<SandboxSession | undefined>;
  /** The tests after this one are not wanted (stop on the first failure). */
  lastWanted: (result: JudgeTestResult) => boolean;
  onTest?: ((result: JudgeTestResult) => void) | undefined;
};

/**
 * The results of tests 0..n in order, n the first test `lastWanted` names (or the last test). Tests run out of
 * order; they are reported to `onTest` in order, each once all before it are known. A test taken beyond the
 * first failure still finishes (its place was free) and is dropped.
 */
export async function spreadTests(options: SpreadOptions): Promise<JudgeTestResult[]> {
  const { main } = options;
  const results: (JudgeTestResult | undefined)[] = [];
  let next = 0;
  let end = options.count;
  let reported = 0;
  /** Tests taken by a spare place whose session could not be opened: the submission's own session runs them. */
  const handedBack: number[] = [];
  const idle: SandboxSession[] = [];
  const spares = new Set<Promise<void>>();
  let failure: Error | undefined;
  const fail = (error: unknown) => {
    failure ??= error instanceof Error ? error : new Error(String(error));
  };
  // Read through a call: the closures below set it.
  const failed = () => failure !== undefined;

  const take = (): number | undefined => {
    const back = handedBack.shift();
    if (back !== undefined) return back;
    return next < end ? next++ : undefined;
  };
  const workLeft = () => handedBack.length > 0 || next < end;
  const runOne = async (session: SandboxSession, index: number) => {
    const result = await options.judge(session, index);
    results[index] = result;
    if (options.lastWanted(result)) end = Math.min(end, index + 1);
    for (let shown = results[reported]; reported < end && shown; shown = results[reported]) {
      options.onTest?.(shown);
      reported += 1;
    }
  };

  const spread = () => {
    while (next < end && !failed()) {
      const started = options.spare(async () => {
        const index = next < end ? next++ : undefined;
        if (index === undefined) return;
        const session = idle.pop() ?? (await options.openSession());
        if (!session) {
          handedBack.push(index);
          return;
        }
        try {
          await runOne(session, index);
        } finally {
          idle.push(session);
        }
      });
      if (!started) return;
      const running: Promise<void> = started.then(
        () => {
          spares.delete(running);
          // Its place is free again: taken back at once when still nobody else wants it.
          spread();
        },
        (error: unknown) => {
          spares.delete(running);
          fail(error);
        },
      );
      spares.add(running);
    }
  };

  while (!failed()) {
    while (workLeft() && !failed()) {
      await options
        .slot(async () => {
          spread();
          const index = take();
          if (index !== undefined) await runOne(main, index);
        })
        .catch(fail);
    }
    if (spares.size === 0) break;
    // A spare place may hand a test back when its session fails to open: wait, then take what is left.
    await Promise.race(spares);
  }
  // Every session stays open until the runs in it have ended, even when one of them failed.
  await Promise.all(spares);
  if (failure !== undefined) throw failure;
  return results.slice(0, end).filter((result): result is JudgeTestResult => result !== undefined);
}
