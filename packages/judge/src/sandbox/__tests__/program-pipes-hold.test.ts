import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, constants, openSync, writeSync } from 'node:fs';
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

/** Runs `script` with stdin and stdout on the FIFOs, as piped() runs a program. */
const program = (script: string): ChildProcess =>
  spawn(
    '/bin/sh',
    ['-c', `exec <"$0" >"$1"; ${script}`, join(pipes.hostDir, TO_PROGRAM), join(pipes.hostDir, FROM_PROGRAM)],
    { stdio: ['ignore', 'ignore', 'ignore'] },
  );

/** What check says once it says `wanted`, or after two seconds of asking. */
async function until(
  check: () => Promise<boolean | undefined>,
  wanted: boolean,
): Promise<boolean | undefined> {
  let seen: boolean | undefined;
  for (let i = 0; i < 200 && seen !== wanted; i++) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    seen = await check();
  }
  return seen;
}

describe('holdProgramPipes', () => {
  it('when the program still reads, then it is seen running and only ends at end of input once released', async () => {
    const hold = holdProgramPipes(pipes.hostDir);
    // Nobody else ever writes to its stdin: only the judge's hold keeps end of input away.
    const reader = program('exec cat');
    const exited = once(reader, 'exit');

    expect(await until(() => hold.programStillRunning(), true)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reader.exitCode).toBeNull();
    expect(await hold.programStillRunning()).toBe(true);
    await hold.release();
    expect(await exited).toEqual([0, null]);
  });

  it('when the program lives only milliseconds, then it is seen gone', async () => {
    const hold = holdProgramPipes(pipes.hostDir);
    await once(program('exec true'), 'exit');

    expect(await hold.programStillRunning()).toBe(false);
    await hold.release();
  });

  it('when the program is killed, then it is seen gone', async () => {
    const hold = holdProgramPipes(pipes.hostDir);
    const reader = program('exec cat');
    expect(await until(() => hold.programStillRunning(), true)).toBe(true);

    reader.kill('SIGKILL');
    await once(reader, 'exit');

    expect(await hold.programStillRunning()).toBe(false);
    await hold.release();
  });

  it('when the program lets go of its stdin but still holds its stdout, then it is seen running until it ends', async () => {
    const hold = holdProgramPipes(pipes.hostDir);
    // It says something nobody reads (drained when asked), closes its stdin and stays a while.
    const writer = program('echo guess; exec <&-; exec sleep 0.3');
    expect(await until(() => hold.programStillRunning(), true)).toBe(true);

    await once(writer, 'exit');
    expect(await hold.programStillRunning()).toBe(false);
    await hold.release();
  });

  it('when the program writes after the interactor has gone, then its writes only fail once released', async () => {
    const hold = holdProgramPipes(pipes.hostDir);
    const writer = program('while echo guess; do sleep 0.02; done');
    const exited = once(writer, 'exit');

    expect(await until(() => hold.programStillRunning(), true)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(writer.exitCode).toBeNull();
    await hold.release();
    const [code, signal] = (await exited) as [number | null, string | null];
    expect(signal === 'SIGPIPE' || (code ?? 0) > 0).toBe(true);
  });

  it('when the program has ended, then the interactor’s next write to it fails as it would without the judge', async () => {
    const hold = holdProgramPipes(pipes.hostDir);
    const interactorOut = openSync(
      join(pipes.hostDir, TO_PROGRAM),
      constants.O_WRONLY | constants.O_NONBLOCK,
    );
    try {
      await once(program('exec true'), 'exit');
      // Held: the program's report has not arrived yet.
      expect(writeSync(interactorOut, 'higher\n')).toBe(7);

      hold.programEnded();

      expect(() => writeSync(interactorOut, 'lower\n')).toThrow(expect.objectContaining({ code: 'EPIPE' }));
    } finally {
      closeSync(interactorOut);
      await hold.release();
    }
  });

  it('when the program came and went before the interactor opened its ends, then the interactor sees it gone', async () => {
    const hold = holdProgramPipes(pipes.hostDir);
    // The hold is the program's only partner: it runs, writes nothing and ends.
    await once(program('exec true'), 'exit');
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

  it('when the program never opened its pipes, then nothing holds them', async () => {
    const hold = holdProgramPipes(pipes.hostDir);

    expect(await hold.programStillRunning()).toBe(false);
    await hold.release();
  });
});
