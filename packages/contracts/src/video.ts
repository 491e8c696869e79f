import { z } from 'zod';
import { idSchema } from './common.js';

/** How long an upload ticket (GET /video/create/{problemId}) is accepted, as Cloudinary's signatures are. */
export const VIDEO_UPLOAD_TICKET_TTL_SECONDS = 60 * 60;

/** GET /video/create/{problemId}: what the browser posts with the file to `upload_url`. */
export const uploadSignatureSchema = z.object({
  signature: z.string(),
  timestamp: z.number(),
  public_id: z.string(),
  api_key: z.string(),
  cloud_name: z.string(),
  upload_url: z.string(),
});
export type UploadSignature = z.infer<typeof uploadSignatureSchema>;

/**
 * The answer of `upload_url` (Cloudinary's upload API, or the API's own store in the same shape): the
 * client sends public_id, secure_url and duration on to POST /video/save.
 */
export const videoUploadResponseSchema = z.object({
  public_id: z.string(),
  secure_url: z.string(),
  duration: z.number(),
  resource_type: z.literal('video'),
  format: z.string(),
  bytes: z.number().int().nonnegative(),
  thumbnail_url: z.string().optional(),
});
export type VideoUploadResponse = z.infer<typeof videoUploadResponseSchema>;

/** An absolute URL (Cloudinary), or a path on this API (the local store serves /api/video/file/...). */
const videoUrlSchema = z.union([z.url(), z.string().regex(/^\/api\/video\/file\/[\w.-]+$/)]);

export const saveVideoRequestSchema = z.object({
  problemId: idSchema,
  cloudinaryPublicId: z.string().min(1),
  secureUrl: videoUrlSchema,
  duration: z.number().nonnegative(),
});
export type SaveVideoRequest = z.infer<typeof saveVideoRequestSchema>;

export const videoSolutionSchema = z.object({
  problemId: idSchema,
  cloudinaryPublicId: z.string(),
  secureUrl: z.string(),
  duration: z.number(),
  uploadedAt: z.string(),
  thumbnail: z.string().nullable(),
});
export type VideoSolution = z.infer<typeof videoSolutionSchema>;

/** POST /video/save. */
export const saveVideoResponseSchema = z.object({ videoSolution: videoSolutionSchema });
export type SaveVideoResponse = z.infer<typeof saveVideoResponseSchema>;

/** DELETE /video/delete/{problemId}. */
export const deleteVideoResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type DeleteVideoResponse = z.infer<typeof deleteVideoResponseSchema>;

export const problemIdParamSchema = z.object({ problemId: idSchema });
