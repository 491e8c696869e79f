// Parses the runner's answer to `run`: one JSON line, then the captured stdout and stderr bytes.
import { z } from 'zod';
import { RUN_STATUSES } from './types.js';
import type { RunReport } from './types.js';

const replySchema = z.object({
  status: z.enum(RUN_STATUSES),
  cpu_ms: z.number(),
  wall_ms: z.number(),
  memory_kb: z.number(),
  exit_code: z.number(),
  signal: z.number(),
  output_bytes: z.number(),
  stderr_total: z.number(),
  stdout_bytes: z.number(),
  stderr_bytes: z.number(),
  killed: z.enum(['cpu', 'wall', 'memory', 'output', 'file_size']).nullable(),
  error: z.string().optional(),
});

export async function parseRunReport(
  head: string,
  read: (count: number) => Promise<Buffer>,
): Promise<RunReport> {
  const reply = replySchema.parse(JSON.parse(head));
  const stdout = await read(reply.stdout_bytes);
  const stderr = await read(reply.stderr_bytes);
  return {
    status: reply.status,
    cpuMs: reply.cpu_ms,
    wallMs: reply.wall_ms,
    memoryKb: reply.memory_kb,
    exitCode: reply.exit_code >= 0 ? reply.exit_code : null,
    signal: reply.signal > 0 ? reply.signal : null,
    outputBytes: reply.output_bytes,
    stderrTotalBytes: reply.stderr_total,
    stdout,
    stderr,
    killedBy: reply.killed,
    ...(reply.error === undefined ? {} : { error: reply.error }),
  };
}
