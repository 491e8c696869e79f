import { z } from 'zod';
import { idSchema } from './common.js';

export const uploadSignatureSchema = z.object({
  signature: z.string(),
  timestamp: z.number(),
  public_id: z.string(),
  api_key: z.string(),
  cloud_name: z.string(),
  upload_url: z.string(),
});
export type UploadSignature = z.infer<typeof uploadSignatureSchema>;

export const saveVideoRequestSchema = z.object({
  problemId: idSchema,
  cloudinaryPublicId: z.string().min(1),
  secureUrl: z.url(),
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
