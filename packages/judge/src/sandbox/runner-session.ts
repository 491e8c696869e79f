// A SandboxSession spoken over the native runner's stdin/stdout protocol (see native/runner.c):
// every driver only decides how that runner is started (directly, under bwrap, in a container).
import type { SandboxDriver } from '@codecourt/contracts';
import { posix } from 'node:path';
import { ByteReader } from './byte-reader.js';
import { encodeRun } from './runner-commands.js';
import { parseRunReport } from './runner-reply.js';
import type { RunReport, RunSpec, SandboxSession } from './types.js';

export type RunnerTransport = {
  input: NodeJS.WritableStream;
  output: NodeJS.ReadableStream;
  /** Settles when the runner (and what wraps it) has exited. */
  exited: Promise<void>;
  /** Kills the runner at once; what runs under it dies with it. */
  kill(): void;
};

export type RunnerSessionOptions = {
  driver: SandboxDriver;
  boxPath: string;
  baseEnv: Readonly<Record<string, string>>;
  pipesPath?: string | undefined;
  /** Session-wide runner settings (isolate, uid, ...), sent once. */
  settings: Readonly<Record<string, string | number>>;
  transport: RunnerTransport;
  /** Driver cleanup after the runner is gone (remove the box, the container...). */
  cleanup?: () => Promise<void>;
};

/** The runner's protocol (native/runner.c's ready line): 2 added `protect`, `mem_fs` and the memory filter. */
const RUNNER_PROTOCOL = 2;
const READY_TIMEOUT_MS = 20_000;
const ACTION_TIMEOUT_MS = 30_000;
/** How long past a run's own wall limit we wait before deciding the runner itself is stuck. */
const RUN_GRACE_MS = 10_000;
const CLOSE_TIMEOUT_MS = 3_000;

type Reply = { ok?: boolean; error?: string; bytes?: number; files?: string[] };

export async function openRunnerSession(options: RunnerSessionOptions): Promise<SandboxSession> {
  const { transport } = options;
  const reader = new ByteReader(transport.output);
  transport.input.on('error', (error: Error) => {
    reader.fail(error);
  });
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;
  const lastSettings = new Map<string, string>();

  const send = (text: string | Buffer): void => {
    transport.input.write(text);
  };
  const watchdog = async <T>(work: Promise<T>, ms: number): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new Error(`sandbox runner did not answer within ${String(ms)} ms`);
        reader.fail(error);
        transport.kill();
        reject(error);
      }, ms);
    });
    try {
      return await Promise.race([work, expired]);
    } finally {
      clearTimeout(timer);
    }
  };
  const serial = <T>(action: () => Promise<T>): Promise<T> => {
    if (closed) return Promise.reject(new Error('sandbox session is closed'));
    const next = queue.then(action, action);
    queue = next.catch(() => undefined);
    return next;
  };
  const replyOf = async (ms = ACTION_TIMEOUT_MS): Promise<Reply> => {
    const reply = JSON.parse(await watchdog(reader.line(), ms)) as Reply;
    if (reply.ok === false) throw new Error(`sandbox: ${reply.error ?? 'command failed'}`);
    return reply;
  };
  const resolveBox = (relativePath: string): string => {
    const full = posix.resolve(options.boxPath, relativePath);
    if (full !== options.boxPath && !full.startsWith(`${options.boxPath}/`))
      throw new Error(`path escapes the box: ${relativePath}`);
    return full;
  };

  try {
    const hello = JSON.parse(await watchdog(reader.line(), READY_TIMEOUT_MS)) as {
      ready?: boolean;
      protocol?: number;
    };
    if (!hello.ready) throw new Error('sandbox runner did not start');
    if (hello.protocol !== RUNNER_PROTOCOL) {
      throw new Error(
        `the sandbox runner speaks protocol ${String(hello.protocol)}, this judge needs ${String(RUNNER_PROTOCOL)}: rebuild it (docker/judge/build-offline.sh for the images)`,
      );
    }
  } catch (error) {
    transport.kill();
    await transport.exited;
    await options.cleanup?.();
    throw error;
  }
  send(
    Object.entries({ ...options.settings, cwd: options.boxPath })
      .map(([k, v]) => `set ${k} ${v}\n`)
      .join(''),
  );

  return {
    driver: options.driver,
    boxPath: options.boxPath,
    baseEnv: options.baseEnv,
    ...(options.pipesPath === undefined ? {} : { pipesPath: options.pipesPath }),
    run: (spec: RunSpec): Promise<RunReport> =>
      serial(async () => {
        send(encodeRun(spec, lastSettings));
        const head = await watchdog(reader.line(), spec.wallMs + RUN_GRACE_MS);
        return parseRunReport(head, (count) => watchdog(reader.bytes(count), ACTION_TIMEOUT_MS));
      }),
    writeFile: (relativePath, data, mode = 0o644) =>
      serial(async () => {
        const bytes = typeof data === 'string' ? Buffer.from(data) : data;
        send(
          Buffer.concat([
            Buffer.from(`write ${mode.toString(8)} ${String(bytes.length)} ${resolveBox(relativePath)}\n`),
            bytes,
          ]),
        );
        await replyOf();
      }),
    readFile: (relativePath, maxBytes) =>
      serial(async () => {
        send(`read ${String(maxBytes)} ${resolveBox(relativePath)}\n`);
        const reply = await replyOf();
        return watchdog(reader.bytes(reply.bytes ?? 0), ACTION_TIMEOUT_MS);
      }),
    listFiles: (relativePath = '.') =>
      serial(async () => {
        send(`ls ${resolveBox(relativePath)}\n`);
        return (await replyOf()).files ?? [];
      }),
    makeDirectory: (relativePath) =>
      serial(async () => {
        send(`mkdir 777 ${resolveBox(relativePath)}\n`);
        await replyOf();
      }),
    close: async () => {
      if (closed) return;
      closed = true;
      await queue;
      transport.input.end('exit\n');
      const timer = setTimeout(() => {
        transport.kill();
      }, CLOSE_TIMEOUT_MS);
      await transport.exited;
      clearTimeout(timer);
      await options.cleanup?.();
    },
  };
}
