import { readFileSync } from 'node:fs';

/**
 * The real clock moved by the milliseconds written in `file` (TEST_CLOCK_FILE): an end-to-end test writes
 * a new offset to bring a review due. A missing or unreadable file means no offset.
 */
export function fileClock(file: string): () => Date {
  return () => {
    let offset = 0;
    try {
      offset = Number(readFileSync(file, 'utf8').trim()) || 0;
    } catch {
      offset = 0;
    }
    return new Date(Date.now() + offset);
  };
}
