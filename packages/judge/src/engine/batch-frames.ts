// The batch protocol's bytes. In: per test `T <index> <length>\n` and its input, then `Z\n`. Out: frames
// `<kind> <index> <length>\n` + payload, kind O (stdout), E (stderr), R (the test's result: `ok <cpuMs>
// <wallMs> <stderrTotalBytes>` or `fail <why>`), and a last S (stopped early, cleanly) or D (done).

export type BatchInput = { index: number; input: string | Buffer };

export function encodeBatchInput(tests: readonly BatchInput[]): Buffer {
  const parts: Buffer[] = [];
  for (const test of tests) {
    const input = typeof test.input === 'string' ? Buffer.from(test.input) : test.input;
    parts.push(Buffer.from(`T ${String(test.index)} ${String(input.length)}\n`), input);
  }
  parts.push(Buffer.from('Z\n'));
  return Buffer.concat(parts);
}

/** A test the runner finished: `ok` says it ran as a JVM of its own would have, exit code 0. */
export type BatchTestOutput = {
  index: number;
  ok: boolean;
  cpuMs: number;
  wallMs: number;
  stdout: Buffer;
  stderr: Buffer;
  stderrTotalBytes: number;
};

export type ParsedBatch = {
  /** Tests with a result frame, in order. */
  tests: BatchTestOutput[];
  /** The stream ended with the runner's own end marker (D or S) and nothing after it. */
  ended: boolean;
};

const HEADER = /^([OERSD]) (\d{1,9}) (\d{1,10})$/;
const RESULT = /^ok (\d{1,12}) (\d{1,12}) (\d{1,12})$/;

/**
 * Reads frames until the first thing out of order (a malformed header, a frame of another test, a
 * truncated payload): what came before it stands, nothing after it does.
 */
export function parseBatchOutput(stdout: Buffer, firstIndex: number): ParsedBatch {
  const tests: BatchTestOutput[] = [];
  let index = firstIndex;
  let stdoutParts: Buffer[] = [];
  let stderrParts: Buffer[] = [];
  let offset = 0;
  while (offset < stdout.length) {
    const newline = stdout.indexOf(0x0a, offset);
    if (newline < 0 || newline - offset > 40) break;
    const header = HEADER.exec(stdout.subarray(offset, newline).toString('latin1'));
    if (!header) break;
    const [, kind, frameIndex, size] = header as unknown as [string, string, string, string];
    const start = newline + 1;
    const end = start + Number(size);
    if (Number(frameIndex) !== index || end > stdout.length) break;
    const payload = stdout.subarray(start, end);
    offset = end;
    if (kind === 'D' || kind === 'S') return { tests, ended: offset === stdout.length };
    if (kind === 'O') stdoutParts.push(payload);
    else if (kind === 'E') stderrParts.push(payload);
    else {
      const result = RESULT.exec(payload.toString('latin1'));
      tests.push({
        index,
        ok: result !== null,
        cpuMs: Number(result?.[1] ?? 0),
        wallMs: Number(result?.[2] ?? 0),
        stdout: Buffer.concat(stdoutParts),
        stderr: Buffer.concat(stderrParts),
        stderrTotalBytes: Number(result?.[3] ?? 0),
      });
      stdoutParts = [];
      stderrParts = [];
      index += 1;
    }
  }
  return { tests, ended: false };
}
