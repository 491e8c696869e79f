import type { v2 } from 'cloudinary';
import { z } from 'zod';
import type { StoredVideo, VideoStore } from './video-store.js';
import { unixSeconds, videoPublicId } from './video-store.js';

type CloudinarySdk = typeof v2;

/** CLOUDINARY_URL's parts: cloudinary://<api_key>:<api_secret>@<cloud_name>[?upload_prefix=<api host>]. */
export type CloudinaryAccount = {
  cloudName: string;
  apiKey: string;
  apiSecret: string;
  uploadPrefix: string | undefined;
};

export function parseCloudinaryUrl(value: string): CloudinaryAccount {
  const url = new URL(value);
  if (url.protocol !== 'cloudinary:' || !url.username || !url.password || !url.hostname)
    throw new Error('CLOUDINARY_URL must look like cloudinary://<api_key>:<api_secret>@<cloud_name>');
  return {
    cloudName: url.hostname,
    apiKey: decodeURIComponent(url.username),
    apiSecret: decodeURIComponent(url.password),
    uploadPrefix: url.searchParams.get('upload_prefix') ?? undefined,
  };
}

const resourceSchema = z.object({ secure_url: z.string(), duration: z.number().optional() });
const notFound = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { http_code?: unknown }).http_code === 404 ||
    (error as { error?: { http_code?: unknown } }).error?.http_code === 404);

/** Cloudinary's poster of a video: the same delivery URL with a .jpg extension. */
export const cloudinaryThumbnail = (secureUrl: string) => secureUrl.replace(/\.[a-z0-9]+$/i, '.jpg');

/**
 * CLOUDINARY_URL set: the browser uploads to Cloudinary with a ticket signed by the SDK
 * (api_sign_request), and the API asks Cloudinary's Admin API whether the upload is there. The SDK is
 * loaded on first use: it picks http or https for the API host when it loads, from its configuration.
 */
export function createCloudinaryVideoStore(account: CloudinaryAccount): VideoStore {
  let sdk: Promise<CloudinarySdk> | undefined;
  const load = () =>
    (sdk ??= import('cloudinary').then(({ v2: cloudinary }) => {
      cloudinary.config({
        cloud_name: account.cloudName,
        api_key: account.apiKey,
        api_secret: account.apiSecret,
        secure: true,
        ...(account.uploadPrefix ? { upload_prefix: account.uploadPrefix } : {}),
      });
      return cloudinary;
    }));

  return {
    kind: 'cloudinary',
    async ticket(problemId) {
      const cloudinary = await load();
      const timestamp = unixSeconds();
      const publicId = videoPublicId(problemId, timestamp);
      return {
        signature: cloudinary.utils.api_sign_request({ public_id: publicId, timestamp }, account.apiSecret),
        timestamp,
        public_id: publicId,
        api_key: account.apiKey,
        cloud_name: account.cloudName,
        upload_url: cloudinary.utils.api_url('upload', { resource_type: 'video' }),
      };
    },
    async find(publicId): Promise<StoredVideo | undefined> {
      const cloudinary = await load();
      try {
        const resource = resourceSchema.parse(
          await cloudinary.api.resource(publicId, { resource_type: 'video', type: 'upload' }),
        );
        return {
          secureUrl: resource.secure_url,
          duration: resource.duration ?? null,
          thumbnailUrl: cloudinaryThumbnail(resource.secure_url),
        };
      } catch (error) {
        if (notFound(error)) return undefined;
        throw error;
      }
    },
    async remove(publicId) {
      const cloudinary = await load();
      await cloudinary.uploader.destroy(publicId, { resource_type: 'video', invalidate: true });
    },
  };
}
