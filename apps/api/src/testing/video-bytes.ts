import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

/** The first bytes of an MP4 file (an ftyp box), padded: enough for the store's sniffing. */
export function tinyMp4(size = 4096): Buffer {
  const head = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypmp42', 'latin1'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('mp42isom', 'latin1'),
  ]);
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 7)]);
}

/** A PNG's signature: an image, not a video, whatever type the upload claims. */
export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(256, 1),
]);

/**
 * A real one-second 160x120 MP4 of ffmpeg's test pattern, recorded into `dir`: ffmpeg must be installed
 * (CI installs it), so the store's duration and thumbnail are exercised, not skipped.
 */
export async function recordedMp4(dir: string): Promise<Buffer> {
  const file = path.join(dir, 'recorded.mp4');
  await promisify(execFile)(
    'ffmpeg',
    [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=1:size=160x120:rate=10'],
      ...['-pix_fmt', 'yuv420p', '-movflags', '+faststart', file],
    ],
    { timeout: 30_000 },
  );
  return readFile(file);
}
