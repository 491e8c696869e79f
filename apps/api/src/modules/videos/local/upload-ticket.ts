import { createHmac, timingSafeEqual } from 'node:crypto';
import { MESSAGES, VIDEO_UPLOAD_TICKET_TTL_SECONDS } from '@codecourt/contracts';
import { unixSeconds } from '../video-store.js';

/** A ticket from the future by more than this is refused (clocks of one machine do not drift further). */
const CLOCK_SKEW_SECONDS = 60;

/** HMAC-SHA256 over the signed parameters in Cloudinary's order (sorted, key=value joined with &). */
export function signTicket(secret: string, publicId: string, timestamp: number): string {
  return createHmac('sha256', secret)
    .update(`public_id=${publicId}&timestamp=${String(timestamp)}`)
    .digest('hex');
}

export type TicketFields = { signature?: string; timestamp?: string; public_id?: string };
export type TicketCheck = { ok: true; publicId: string } | { ok: false; message: string };

/** The ticket's public_id when its signature is ours and it has not expired. */
export function checkTicket(secret: string, fields: TicketFields, now = Date.now()): TicketCheck {
  const { signature, public_id: publicId } = fields;
  const timestamp = Number(fields.timestamp);
  if (!signature || !publicId || !Number.isSafeInteger(timestamp))
    return { ok: false, message: MESSAGES.uploadSignatureInvalid };
  const expected = Buffer.from(signTicket(secret, publicId, timestamp), 'hex');
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, message: MESSAGES.uploadSignatureInvalid };
  const age = unixSeconds(now) - timestamp;
  if (age > VIDEO_UPLOAD_TICKET_TTL_SECONDS || age < -CLOCK_SKEW_SECONDS)
    return { ok: false, message: MESSAGES.uploadSignatureExpired };
  return { ok: true, publicId };
}
