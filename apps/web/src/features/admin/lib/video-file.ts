import { MESSAGES, VIDEO_MAX_BYTES } from '@codecourt/contracts';

/** Why a chosen file cannot be uploaded, or undefined when it can. The server checks the bytes again. */
export function videoFileProblem(file: Pick<File, 'type' | 'size'> | undefined): string | undefined {
  if (file === undefined) return MESSAGES.videoRequired;
  if (!file.type.startsWith('video/')) return MESSAGES.videoInvalidType;
  if (file.size > VIDEO_MAX_BYTES) return MESSAGES.videoTooLarge;
  return undefined;
}

/** "3.4 MB", or "27 KB" below a megabyte: a chosen file's size. */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${String(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
