import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);
const TIMEOUT_MS = 30_000;

/**
 * The video's length in seconds from ffprobe, when ffprobe is installed (an optional dependency) and
 * can read the file; otherwise null.
 */
export async function probeDuration(file: string): Promise<number | null> {
  try {
    const { stdout } = await run(
      'ffprobe',
      ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', file],
      { timeout: TIMEOUT_MS },
    );
    const seconds = Number.parseFloat(stdout.trim());
    return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
  } catch {
    return null;
  }
}

/** Writes a JPEG poster (a frame one second in, or the first) with ffmpeg when it is installed; false otherwise. */
export async function writeThumbnail(file: string, thumbnail: string): Promise<boolean> {
  for (const at of ['1', '0']) {
    try {
      await run(
        'ffmpeg',
        ['-v', 'error', '-y', '-ss', at, '-i', file, '-frames:v', '1', '-vf', 'scale=640:-2', thumbnail],
        {
          timeout: TIMEOUT_MS,
        },
      );
      if (existsSync(thumbnail)) return true;
    } catch {
      // A video shorter than a second has no frame at 1 s: try the first one.
    }
  }
  return false;
}
