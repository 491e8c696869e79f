import { MESSAGES, videoUploadResponseSchema, type UploadSignature } from '@codecourt/contracts';
import { env } from '@/config/env';

export type UploadedVideo = { publicId: string; secureUrl: string; duration: number };

/** Cloudinary answers `{error: {message}}`; the local store answers `{error: "..."}` like the rest of the API. */
function uploadErrorOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const { error } = body;
  if (typeof error === 'string' && error !== '') return error;
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string')
    return error.message;
  return undefined;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function uploadedVideoOf(body: unknown): UploadedVideo | undefined {
  const parsed = videoUploadResponseSchema.safeParse(body);
  if (!parsed.success) return undefined;
  return {
    publicId: parsed.data.public_id,
    secureUrl: parsed.data.secure_url,
    duration: parsed.data.duration,
  };
}

/** Cloudinary's upload_url is absolute; the local store's is a path of the API, wherever the API lives. */
function uploadTarget(uploadUrl: string): string {
  return new URL(uploadUrl, new URL(env.apiBaseUrl, globalThis.location.href)).href;
}

/**
 * The multipart POST straight to the ticket's upload_url, with its signed fields. XMLHttpRequest, not
 * fetch, because only it reports upload progress. The ticket is the authority, so no cookie goes along.
 */
export function uploadVideoFile(
  file: File,
  ticket: UploadSignature,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadedVideo> {
  const form = new FormData();
  // The ticket before the file: the API's own store checks it before writing a byte of the file.
  form.append('signature', ticket.signature);
  form.append('timestamp', String(ticket.timestamp));
  form.append('public_id', ticket.public_id);
  form.append('api_key', ticket.api_key);
  form.append('file', file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const fail = (message: string = MESSAGES.uploadFailed) => {
      reject(new Error(message));
    };
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      const body = parse(request.responseText);
      const uploaded = uploadedVideoOf(body);
      if (request.status >= 200 && request.status < 300 && uploaded) resolve(uploaded);
      else fail(uploadErrorOf(body));
    });
    request.addEventListener('error', () => {
      fail();
    });
    request.addEventListener('abort', () => {
      fail();
    });
    signal?.addEventListener('abort', () => {
      request.abort();
    });
    request.open('POST', uploadTarget(ticket.upload_url));
    request.send(form);
  });
}
