// A RunnerTransport over a spawned child process (the runner itself, or bwrap around it).
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import type { RunnerTransport } from './runner-session.js';

/** `killSignal`: what ends the child at once (SIGTERM for the runner's reaper, which then kills what it wraps). */
export function spawnTransport(
  child: ChildProcessWithoutNullStreams,
  killSignal: NodeJS.Signals = 'SIGKILL',
): RunnerTransport {
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    child.once('exit', () => {
      resolve();
    });
    child.once('error', () => {
      resolve();
    });
  });
  let diagnostics = '';
  child.stderr.on('data', (chunk: Buffer) => {
    diagnostics = (diagnostics + chunk.toString()).slice(-2000);
  });
  child.once('error', (error) => {
    child.stdout.emit('error', error);
  });
  child.once('exit', (code, signal) => {
    if (code !== 0 && diagnostics)
      child.stdout.emit(
        'error',
        new Error(`sandbox exited (${String(code ?? signal)}): ${diagnostics.trim()}`),
      );
  });
  return {
    input: child.stdin,
    output: child.stdout,
    exited,
    kill: () => {
      child.kill(killSignal);
    },
  };
}
