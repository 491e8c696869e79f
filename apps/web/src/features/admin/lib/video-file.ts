import { MESSAGES, VIDEO_MAX_BYTES } from '@codecourt/contracts';

/** Why a chosen file cannot be uploaded, or undefined when it can. The server checks the bytes again. */
export function videoFileProblem(file: Pick<File, 'type' | 'size'> | undefined): string | undefined {
  if (file === undefined) return MESSAGES.videoRequired;
  if (!file.type.startsWith('video/')) return MESSAGES.videoInvalidType;
  if (file.size > VIDEO_MAX_BYTES) return MESSAGES.videoTooLarge;
  return undefined;
}

/** "3.4 MB" for the chosen file's size. */
export function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
