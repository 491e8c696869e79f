// Who ended first in an interactive exchange, told by the kernel rather than by when each sandbox's report
// arrived (a crashing program's report can arrive after the interactor's, which only ended because the
// program did). Before either sandbox runs, the judge opens the program's stdin FIFO for reading and writing
// and a read end of its stdout FIFO, reading nothing from either. While the program lives, the interactor's
// end can neither show it end of input nor fail its next write, so a program the interactor left behind is
// still running when the interactor's report arrives, however late; and the judge sees whether it is: its
// stdout still has a writer (a read says "try again") or has none (a read says end of file).
//
// Every open here is non-blocking and synchronous: a blocking open waits in libuv's thread pool (four
// threads) until its partner arrives, and slow sandbox starts (docker) would hold the whole pool. Nothing
// waits to be seen either: an earlier version looked for the program's stdin every millisecond and, on a
// loaded machine, missed programs that lived a few milliseconds.
import { closeSync, constants, openSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { FROM_PROGRAM, TO_PROGRAM } from './pipes.js';

export type ProgramPipesHold = {
  /**
   * True while the program still holds its stdout, false once it has let go (ended); undefined when the judge
   * could not tell. Asked once the interactor has ended, which it can only do after the program opened its
   * stdout or was shown the program gone (programEnded).
   */
  programStillRunning(): Promise<boolean | undefined>;
  /**
   * The program has ended: the interactor now sees it gone as it would without the judge (a write to its
   * stdin fails), and an interactor still opening its ends is woken, instead of waiting out its wall limit.
   */
  programEnded(): void;
  /** Lets the program see end of input and a closed output. */
  release(): Promise<void>;
};

/** How often an interactor that outlives its program is shown the program gone. */
const NUDGE_EVERY_MS = 5;
/** Reads of what an interactor that has gone left unread: a program still writing is still there. */
const MAX_DRAIN_READS = 64;

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;

/** Opens and closes at once: wakes an open waiting for this end (its partner arrived), then leaves. */
function touch(path: string, flags: number): void {
  try {
    closeSync(openSync(path, flags | constants.O_NONBLOCK));
  } catch {
    // ENXIO: nobody waits to read, so nobody waits for this end either.
  }
}

function openOrUndefined(path: string, flags: number): number | undefined {
  try {
    return openSync(path, flags | constants.O_NONBLOCK);
  } catch {
    return undefined;
  }
}

/**
 * Whether the FIFO behind a non-blocking read end still has a writer: EAGAIN means one is there; end of file
 * means every writer has closed it. What the program wrote and nobody read is drained on the way.
 */
function hasWriter(fd: number): boolean | undefined {
  const sink = Buffer.alloc(65_536);
  try {
    for (let reads = 0; reads < MAX_DRAIN_READS; reads++) if (readSync(fd, sink) === 0) return false;
    return true;
  } catch (error) {
    return errorCode(error) === 'EAGAIN' ? true : undefined;
  }
}

export function holdProgramPipes(pipesHostDir: string): ProgramPipesHold {
  const toProgram = join(pipesHostDir, TO_PROGRAM);
  const fromProgram = join(pipesHostDir, FROM_PROGRAM);
  // Linux opens a FIFO for reading and writing at once, partner or not: the program's stdin has a writer
  // from the start (and a reader the interactor's open finds), and the judge never reads from it.
  let input = openOrUndefined(toProgram, constants.O_RDWR);
  let output = openOrUndefined(fromProgram, constants.O_RDONLY);
  let nudging: NodeJS.Timeout | undefined;
  const closeInput = () => {
    if (input !== undefined) closeSync(input);
    input = undefined;
  };
  return {
    programStillRunning() {
      return Promise.resolve(output === undefined ? undefined : hasWriter(output));
    },
    programEnded() {
      closeInput();
      // The interactor's sandbox may start after the program has come and gone: its open of to-program would
      // then wait for a reader forever, and of from-program for a writer.
      const nudge = () => {
        touch(toProgram, constants.O_RDONLY);
        touch(fromProgram, constants.O_WRONLY);
      };
      if (output !== undefined && !nudging) nudging = setInterval(nudge, NUDGE_EVERY_MS);
    },
    release() {
      if (nudging) clearInterval(nudging);
      closeInput();
      if (output !== undefined) closeSync(output);
      output = undefined;
      return Promise.resolve();
    },
  };
}
