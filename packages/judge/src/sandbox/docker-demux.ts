// Splits Docker's multiplexed attach stream (8-byte frame headers: type, 0, 0, 0, length) into stdout and stderr.
import { PassThrough } from 'node:stream';

export function demuxDockerStream(source: NodeJS.ReadableStream): {
  stdout: PassThrough;
  stderr: PassThrough;
} {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let pending: Buffer = Buffer.alloc(0);
  source.on('data', (chunk: Buffer) => {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    while (pending.length >= 8) {
      const length = pending.readUInt32BE(4);
      if (pending.length < 8 + length) break;
      const payload = pending.subarray(8, 8 + length);
      const target = pending[0] === 2 ? stderr : stdout;
      // A container killed mid-frame (its memory cgroup's OOM killer) may end the stream before its last bytes.
      if (!target.writableEnded && !target.destroyed) target.write(payload);
      pending = pending.subarray(8 + length);
    }
  });
  source.on('end', () => {
    stdout.end();
    stderr.end();
  });
  source.on('error', (error: Error) => {
    stdout.destroy(error);
    stderr.destroy(error);
  });
  return { stdout, stderr };
}
