/** A video container recognised by its first bytes: its file extension and content type. */
export type VideoKind = { extension: string; contentType: string };

/** How many leading bytes sniffVideo needs. */
export const SNIFF_BYTES = 64;

const ascii = (bytes: Buffer, from: number, to: number) => bytes.subarray(from, to).toString('latin1');
/** QuickTime files may start with one of these atoms instead of ftyp. */
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

/**
 * The container of a file from its first bytes, never from the name or the claimed type: ISO base
 * media (MP4, QuickTime: an `ftyp` box), Matroska/WebM (EBML header), Ogg (`OggS`). Anything else is
 * not a video this site plays.
 */
export function sniffVideo(head: Buffer): VideoKind | undefined {
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') {
    return ascii(head, 8, 12) === 'qt  '
      ? { extension: 'mov', contentType: 'video/quicktime' }
      : { extension: 'mp4', contentType: 'video/mp4' };
  }
  if (head.length >= 8 && QUICKTIME_ATOMS.has(ascii(head, 4, 8)))
    return { extension: 'mov', contentType: 'video/quicktime' };
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) {
    return head.includes('webm', 0, 'latin1')
      ? { extension: 'webm', contentType: 'video/webm' }
      : { extension: 'mkv', contentType: 'video/x-matroska' };
  }
  if (head.length >= 4 && ascii(head, 0, 4) === 'OggS') return { extension: 'ogv', contentType: 'video/ogg' };
  return undefined;
}
