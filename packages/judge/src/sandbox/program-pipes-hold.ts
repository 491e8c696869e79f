// Who ended first in an interactive exchange, told by the kernel rather than by when each sandbox's report
// arrived (a crashing program's report can arrive after the interactor's, which only ended because the
// program did). While the interactor runs, the judge holds a write end of the program's stdin FIFO and a
// read end of its stdout FIFO, so the interactor's end can neither show the program end of input nor fail
// its next write: when the interactor ends, a program that still has its stdin open is still running (the
// interactor ended first); one that has not ended on its own before.
//
// Every open here is non-blocking and synchronous: a blocking open waits in libuv's thread pool (four
// threads) until the program opens its end, so four exchanges whose programs start slowly (docker) held
// the whole pool, and the next exchange's hold only opened after its program had already crashed.
import { closeSync, constants, openSync } from 'node:fs';
import { join } from 'node:path';
import { FROM_PROGRAM, TO_PROGRAM } from './pipes.js';

export type ProgramPipesHold = {
  /** True while the program still reads its stdin; undefined when the judge could not tell. */
  programStillReading(): Promise<boolean | undefined>;
  /**
   * The program has ended: from now until release, an interactor still opening its ends sees it gone, as it
   * would a pipe whose other end closed (end of input, a failed write), instead of waiting out its wall limit.
   */
  programEnded(): void;
  /** Lets the program see end of input and a closed output. */
  release(): Promise<void>;
};

/** How often the judge looks for the program's stdin until it is opened: a sandbox starts in milliseconds. */
const LOOK_EVERY_MS = 1;
/** How often an interactor that outlives its program is shown the program gone. */
const NUDGE_EVERY_MS = 5;

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;

/** Opens and closes at once: wakes an open waiting for this end (its partner arrived), then leaves. */
function touch(path: string, flags: number): void {
  try {
    closeSync(openSync(path, flags | constants.O_NONBLOCK));
  } catch {
    // ENXIO: nobody waits to read, so nobody waits for this end either.
  }
}

/** A write end of the FIFO if it has a reader (one still waiting in its own open counts), else undefined. */
function openIfRead(path: string): number | undefined {
  try {
    return openSync(path, constants.O_WRONLY | constants.O_NONBLOCK);
  } catch (error) {
    if (errorCode(error) === 'ENXIO') return undefined;
    throw error;
  }
}

export function holdProgramPipes(pipesHostDir: string): ProgramPipesHold {
  const toProgram = join(pipesHostDir, TO_PROGRAM);
  const fromProgram = join(pipesHostDir, FROM_PROGRAM);
  // A read end opens at once, without a writer; reading nothing from it, the judge only keeps it alive.
  let output: number | undefined;
  try {
    output = openSync(fromProgram, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch {
    output = undefined;
  }
  let input: number | undefined;
  let released = false;
  let looking: NodeJS.Timeout | undefined;
  let nudging: NodeJS.Timeout | undefined;
  const look = () => {
    looking = undefined;
    if (released) return;
    try {
      input = openIfRead(toProgram);
    } catch {
      return;
    }
    if (input === undefined) looking = setTimeout(look, LOOK_EVERY_MS);
  };
  look();
  return {
    programStillReading() {
      if (input === undefined) return Promise.resolve(undefined);
      try {
        const probe = openIfRead(toProgram);
        if (probe === undefined) return Promise.resolve(false);
        closeSync(probe);
        return Promise.resolve(true);
      } catch {
        return Promise.resolve(undefined);
      }
    },
    programEnded() {
      // The interactor's sandbox may start after the program has come and gone (the hold was the program's
      // partner): its open of to-program would then wait for a reader forever, and of from-program for a writer.
      const nudge = () => {
        touch(toProgram, constants.O_RDONLY);
        touch(fromProgram, constants.O_WRONLY);
      };
      if (!released && !nudging) nudging = setInterval(nudge, NUDGE_EVERY_MS);
    },
    release() {
      released = true;
      if (looking) clearTimeout(looking);
      if (nudging) clearInterval(nudging);
      for (const fd of [output, input]) if (fd !== undefined) closeSync(fd);
      output = input = undefined;
      return Promise.resolve();
    },
  };
}
