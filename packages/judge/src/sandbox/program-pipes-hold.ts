// Who ended first in an interactive exchange, told by the kernel rather than by when each sandbox's report
// arrived (a crashing program's report can arrive after the interactor's, which only ended because the
// program did). While the interactor runs, the judge holds a write end of the program's stdin FIFO and a
// read end of its stdout FIFO, so the interactor's end can neither show the program end of input nor fail
// its next write: when the interactor ends, a program that still has its stdin open is still running (the
// interactor ended first); one that has not ended on its own before.
import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { FROM_PROGRAM, TO_PROGRAM } from './pipes.js';

export type ProgramPipesHold = {
  /** True while the program still reads its stdin; undefined when the judge could not tell. */
  programStillReading(): Promise<boolean | undefined>;
  /** Lets the program see end of input and a closed output (and frees an open still waiting for it). */
  release(): Promise<void>;
};

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;

export function holdProgramPipes(pipesHostDir: string): ProgramPipesHold {
  const toProgram = join(pipesHostDir, TO_PROGRAM);
  // A read end opens at once, without a writer; reading nothing from it, the judge only keeps it alive.
  const output = open(join(pipesHostDir, FROM_PROGRAM), constants.O_RDONLY | constants.O_NONBLOCK).catch(
    () => undefined,
  );
  let input: FileHandle | undefined;
  // Blocks (in the thread pool) until the program opens its stdin; release() unblocks it if it never does.
  const opening = open(toProgram, constants.O_WRONLY).then(
    (handle) => (input = handle),
    () => undefined,
  );
  return {
    async programStillReading() {
      if (!input) return undefined;
      try {
        // A non-blocking open for writing fails with ENXIO exactly when the FIFO has no reader left.
        await (await open(toProgram, constants.O_WRONLY | constants.O_NONBLOCK)).close();
        return true;
      } catch (error) {
        return errorCode(error) === 'ENXIO' ? false : undefined;
      }
    },
    async release() {
      await (await output)?.close();
      if (input) {
        await input.close();
        return;
      }
      const reader = await open(toProgram, constants.O_RDONLY | constants.O_NONBLOCK).catch(() => undefined);
      await (await opening)?.close();
      await reader?.close();
    },
  };
}
