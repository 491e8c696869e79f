import path from 'node:path';
import type { AppConfig } from '../../config.js';
import { parseCloudinaryUrl } from '../../lib/cloudinary-url.js';
import { createCloudinaryVideoStore } from './cloudinary-video-store.js';
import { createLocalVideoStore } from './local/local-video-store.js';
import type { LocalVideoStore } from './local/local-video-store.js';
import { loadOrCreateUploadSecret } from './local/upload-secret.js';
import type { VideoStore } from './video-store.js';

/** CLOUDINARY_URL selects Cloudinary; otherwise videos are files in DATA_DIR/videos (D2: docs/decisions/d02-embedded-defaults.md). */
export function videoStoreFromConfig(config: Pick<AppConfig, 'cloudinaryUrl' | 'dataDir'>): {
  store: VideoStore;
  local: LocalVideoStore | undefined;
} {
  if (config.cloudinaryUrl) {
    return { store: createCloudinaryVideoStore(parseCloudinaryUrl(config.cloudinaryUrl)), local: undefined };
  }
  let secret: string | undefined;
  const local = createLocalVideoStore(
    path.join(config.dataDir, 'videos'),
    () => (secret ??= loadOrCreateUploadSecret(config.dataDir)),
  );
  return { store: local, local };
}
