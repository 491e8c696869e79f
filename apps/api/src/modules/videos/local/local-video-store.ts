import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { StoredVideo, VideoStore } from '../video-store.js';
import { unixSeconds, videoPublicId } from '../video-store.js';
import { probeDuration, writeThumbnail } from './probe-media.js';
import type { VideoKind } from './sniff-video.js';
import { signTicket } from './upload-ticket.js';

/** Where the local store's files are served (GET /api/video/file/{name}). */
export const LOCAL_VIDEO_URL_PATH = '/api/video/file/';
/** The local upload endpoint the tickets point at. */
export const LOCAL_UPLOAD_URL = '/api/video/upload';
/** Names the store writes: `<public id>.<ext>` and `<public id>.jpg`; nothing else is ever served. */
export const LOCAL_VIDEO_FILE_NAME = /^[0-9a-f-]+-\d+\.(mp4|mov|webm|mkv|ogv|jpg)$/;
const VIDEO_EXTENSIONS = ['mp4', 'mov', 'webm', 'mkv', 'ogv'];

export type LocalVideoStore = VideoStore & {
  /** The key of the upload tickets (read or generated on first use). */
  secret: () => string;
  /** A fresh path for an incoming upload, on the same file system as the store. */
  incomingPath: () => Promise<string>;
  /** Moves a checked upload into place and answers what the store now holds under `publicId`. */
  accept: (incoming: string, publicId: string, kind: VideoKind) => Promise<StoredVideo>;
  directory: string;
};

/** No CLOUDINARY_URL: videos are files in `directory` (DATA_DIR/videos), uploaded with HMAC tickets. */
export function createLocalVideoStore(directory: string, secret: () => string): LocalVideoStore {
  const incomingDir = path.join(directory, '.incoming');
  const urlOf = (name: string) => `${LOCAL_VIDEO_URL_PATH}${name}`;
  const filesOf = async (publicId: string) =>
    existsSync(directory) ? (await readdir(directory)).filter((name) => name.startsWith(`${publicId}.`)) : [];

  return {
    kind: 'local',
    secret,
    directory,
    ticket: (problemId) => {
      const timestamp = unixSeconds();
      const publicId = videoPublicId(problemId, timestamp);
      return Promise.resolve({
        signature: signTicket(secret(), publicId, timestamp),
        timestamp,
        public_id: publicId,
        api_key: 'local',
        cloud_name: 'local',
        upload_url: LOCAL_UPLOAD_URL,
      });
    },
    async incomingPath() {
      await mkdir(incomingDir, { recursive: true });
      return path.join(incomingDir, randomUUID());
    },
    async accept(incoming, publicId, kind) {
      for (const old of await filesOf(publicId)) await rm(path.join(directory, old), { force: true });
      const name = `${publicId}.${kind.extension}`;
      const file = path.join(directory, name);
      await rename(incoming, file);
      const thumbnail = path.join(directory, `${publicId}.jpg`);
      const [duration, hasThumbnail] = await Promise.all([
        probeDuration(file),
        writeThumbnail(file, thumbnail),
      ]);
      return {
        secureUrl: urlOf(name),
        duration,
        thumbnailUrl: hasThumbnail ? urlOf(`${publicId}.jpg`) : null,
      };
    },
    async find(publicId) {
      const names = await filesOf(publicId);
      const video = names.find((name) => VIDEO_EXTENSIONS.includes(path.extname(name).slice(1)));
      if (!video) return undefined;
      const thumbnail = names.find((name) => name.endsWith('.jpg'));
      return {
        secureUrl: urlOf(video),
        duration: await probeDuration(path.join(directory, video)),
        thumbnailUrl: thumbnail ? urlOf(thumbnail) : null,
      };
    },
    async remove(publicId) {
      for (const name of await filesOf(publicId)) await rm(path.join(directory, name), { force: true });
    },
  };
}
