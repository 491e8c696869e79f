import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPipes, FROM_PROGRAM, TO_PROGRAM } from '../pipes.js';
import type { Pipes } from '../pipes.js';
import { holdProgramPipes } from '../program-pipes-hold.js';

let pipes: Pipes;
beforeEach(async () => {
  pipes = await createPipes();
});
afterEach(async () => {
  await pipes.remove();
});

/** A program that reads its stdin from the FIFO until end of input, as a piped program does. */
const reader = (): ChildProcess =>
  spawn('/bin/sh', ['-c', 'exec cat >/dev/null <"$0"', join(pipes.hostDir, TO_PROGRAM)], { stdio: 'ignore' });

async function until(check: () => Promise<boolean | undefined>): Promise<boolean | undefined> {
  for (let i = 0; i < 200; i++) {
    const seen = await check();
    if (seen !== undefined) return seen;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return undefined;
}

describe('holdProgramPipes', () => {
  it('when the program still reads, then it is seen reading and only ends at end of input once released', async () => {
    const hold = holdProgramPipes(pipes.hostDir);
    const program = reader();
    const exited = once(program, 'exit');

    expect(await until(() => hold.programStillReading())).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(program.exitCode).toBeNull();
    await hold.release();
    expect(await exited).toEqual([0, null]);
  });

  it('when the program has gone, then it is seen gone (no reader is left on its stdin)', async () => {
    const hold = holdProgramPipes(pipes.hostDir);
    const program = reader();
    expect(await until(() => hold.programStillReading())).toBe(true);

    program.kill('SIGKILL');
    await once(program, 'exit');

    expect(await hold.programStillReading()).toBe(false);
    await hold.release();
  });

  it('when the program writes after the interactor has gone, then its writes only fail once released', async () => {
    const hold = holdProgramPipes(pipes.hostDir);
    // Opens both ends as a piped program does, then writes a line every 20 ms while it can.
    const writer = spawn(
      '/bin/sh',
      [
        '-c',
        'exec 4<"$0" 5>"$1"; while echo guess >&5; do sleep 0.02; done',
        join(pipes.hostDir, TO_PROGRAM),
        join(pipes.hostDir, FROM_PROGRAM),
      ],
      { stdio: 'ignore' },
    );
    const exited = once(writer, 'exit');

    expect(await until(() => hold.programStillReading())).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(writer.exitCode).toBeNull();
    await hold.release();
    const [code, signal] = (await exited) as [number | null, string | null];
    expect(signal === 'SIGPIPE' || (code ?? 0) > 0).toBe(true);
  });

  it('when every thread of the pool waits on an open, then the program is still seen reading and then gone', async () => {
    // libuv runs four blocking opens at once: four FIFOs nobody reads hold the whole pool.
    const stuck = Array.from({ length: 4 }, (_, i) => join(pipes.hostDir, `stuck-${String(i)}`));
    execFileSync('mkfifo', stuck);
    const waiting = stuck.map((path) => open(path, constants.O_WRONLY).then((handle) => handle.close()));
    try {
      const hold = holdProgramPipes(pipes.hostDir);
      const program = reader();
      expect(await until(() => hold.programStillReading())).toBe(true);

      program.kill('SIGKILL');
      await once(program, 'exit');

      expect(await hold.programStillReading()).toBe(false);
      await hold.release();
    } finally {
      // A reader on each frees the pool's threads.
      const readers = stuck.map((path) => spawn('/bin/sh', ['-c', 'exec cat >/dev/null <"$0"', path]));
      await Promise.all(waiting);
      await Promise.all(readers.filter((r) => r.exitCode === null).map((r) => once(r, 'exit')));
    }
  });

  it('when the program came and went before the interactor opened its ends, then the interactor sees it gone', async () => {
    const hold = holdProgramPipes(pipes.hostDir);
    // The hold is the program's only partner: it runs, writes nothing and ends.
    const program = spawn(
      '/bin/sh',
      ['-c', 'exec true <"$0" >"$1"', join(pipes.hostDir, TO_PROGRAM), join(pipes.hostDir, FROM_PROGRAM)],
      { stdio: 'ignore' },
    );
    await once(program, 'exit');
    hold.programEnded();

    // An interactor that opens as piped() makes it, then reads what the program said.
    const interactor = spawn(
      '/bin/sh',
      ['-c', 'exec cat >"$0" <"$1"', join(pipes.hostDir, TO_PROGRAM), join(pipes.hostDir, FROM_PROGRAM)],
      { stdio: 'ignore' },
    );
    const ended = await Promise.race([
      once(interactor, 'exit'),
      new Promise((resolve) => {
        setTimeout(() => {
          resolve('still waiting');
        }, 3_000);
      }),
    ]);
    interactor.kill('SIGKILL');
    await hold.release();

    expect(ended).toEqual([0, null]);
  });

  it('when the program never opened its stdin, then nothing is known and release stops looking for it', async () => {
    const hold = holdProgramPipes(pipes.hostDir);

    expect(await hold.programStillReading()).toBeUndefined();
    await hold.release();
  });
});
