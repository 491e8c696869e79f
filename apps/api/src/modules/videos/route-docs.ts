import { z } from 'zod';
import {
  deleteVideoResponseSchema,
  saveVideoRequestSchema,
  saveVideoResponseSchema,
  uploadSignatureSchema,
  videoUploadResponseSchema,
} from '@codecourt/contracts';
import type { RouteDoc } from '../docs/route-table.js';

const localUploadBodySchema = z.object({
  file: z.string().describe('The video (MP4, QuickTime, WebM/Matroska or Ogg by its bytes), at most 100 MB'),
  signature: z.string(),
  timestamp: z.string(),
  public_id: z.string(),
  api_key: z.string(),
});

/** /api/video in the OpenAPI document. */
export const VIDEO_ROUTE_DOCS: RouteDoc[] = [
  {
    method: 'get',
    path: '/video/create/{problemId}',
    tag: 'video',
    summary:
      'An upload ticket for the problem’s solution video: with CLOUDINARY_URL a Cloudinary signature (upload_url is Cloudinary’s video upload API), otherwise an HMAC ticket for this API’s own store (upload_url is /api/video/upload), valid for an hour',
    access: 'admin',
    success: { status: 200, description: 'The ticket', schema: uploadSignatureSchema },
    errors: [404],
  },
  {
    method: 'post',
    path: '/video/upload',
    tag: 'video',
    summary:
      'Local store only (no CLOUDINARY_URL): the multipart upload the ticket signs, answering Cloudinary’s shape. Authorised by the ticket’s signature alone (no cookie, no XSRF header), whose fields must come before the file part: without them (400) or with a forged, expired or other public_id’s ticket (400) nothing of the file is written; it also refuses a file that is not a video by its bytes (400) and one past 100 MB while it streams (413)',
    access: 'public',
    body: localUploadBodySchema,
    bodyContentType: 'multipart/form-data',
    success: { status: 200, description: 'The stored upload', schema: videoUploadResponseSchema },
    errors: [400, 413],
  },
  {
    method: 'get',
    path: '/video/file/{name}',
    tag: 'video',
    summary:
      'Local store only: a stored video (with HTTP range requests, 206 Partial Content) or its JPEG thumbnail (made when ffmpeg is installed)',
    access: 'public',
    success: {
      status: 200,
      description: 'The file with its video content type',
      schema: z.string(),
      contentType: 'video/mp4',
    },
    errors: [404],
  },
  {
    method: 'post',
    path: '/video/save',
    tag: 'video',
    summary:
      'Store the uploaded video as the problem’s solution video after checking the store holds it (replaces and deletes the previous one)',
    access: 'admin',
    body: saveVideoRequestSchema,
    success: { status: 201, description: 'The saved video', schema: saveVideoResponseSchema },
    errors: [400, 404],
  },
  {
    method: 'delete',
    path: '/video/delete/{problemId}',
    tag: 'video',
    summary: 'Delete the problem’s solution video and its file',
    access: 'admin',
    success: { status: 200, description: 'Deleted', schema: deleteVideoResponseSchema },
    errors: [404],
  },
];
