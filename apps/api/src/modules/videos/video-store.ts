import type { UploadSignature } from '@codecourt/contracts';

/** What a store knows of an uploaded file. */
export type StoredVideo = { secureUrl: string; duration: number | null; thumbnailUrl: string | null };

/**
 * Where solution videos live: Cloudinary (CLOUDINARY_URL) or the API's own folder in DATA_DIR. The
 * browser uploads straight to the store with a ticket; the API then checks the file is there.
 */
export type VideoStore = {
  readonly kind: 'cloudinary' | 'local';
  /** A signed ticket for one upload of the problem's video. */
  ticket: (problemId: string) => Promise<UploadSignature>;
  /** The uploaded file, or undefined when the store has none under this id. */
  find: (publicId: string) => Promise<StoredVideo | undefined>;
  /** Deletes the file (and its thumbnail); a missing one is not an error. */
  remove: (publicId: string) => Promise<void>;
};

/** Every upload of a problem's video gets its own id, so a replaced video's old URL never serves the new file. */
export function videoPublicId(problemId: string, timestamp: number): string {
  return `${problemId}-${String(timestamp)}`;
}

/** Whether `publicId` was issued for this problem's video. */
export function isPublicIdOf(publicId: string, problemId: string): boolean {
  return new RegExp(`^${problemId}-\\d+$`).test(publicId);
}

export const unixSeconds = (now = Date.now()) => Math.floor(now / 1000);
