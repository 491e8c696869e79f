// The processes `pnpm dev` runs (what `turbo run dev` ran: each app's dev command), their output
// prefixed with the app's name.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export type Child = { name: string; process: ChildProcess; exited: Promise<number | null> };

export function startChild(
  name: string,
  argv: readonly string[],
  options: {
    cwd: string;
    env: NodeJS.ProcessEnv;
    onLine?: (line: string) => void;
    /** False for a line not worth showing. */
    show?: (line: string) => boolean;
  },
): Child {
  const [command, ...args] = argv;
  if (command === undefined) throw new Error(`${name}: no command`);
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `${name.padEnd(5)}| `;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      if (options.show?.(line) !== false) process.stdout.write(`${prefix}${line}\n`);
      options.onLine?.(line);
    });
  }
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      resolve(code);
    });
  });
  return { name, process: child, exited };
}

/** SIGTERM to every child still running, then waits for them (SIGKILL after `graceMs`). */
export async function stopChildren(children: readonly Child[], graceMs = 10_000): Promise<void> {
  const running = children.filter(
    (child) => child.process.exitCode === null && child.process.signalCode === null,
  );
  for (const child of running) child.process.kill('SIGTERM');
  const timer = setTimeout(() => {
    for (const child of running) child.process.kill('SIGKILL');
  }, graceMs);
  await Promise.all(running.map((child) => child.exited));
  clearTimeout(timer);
}
