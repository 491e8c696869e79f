/** The first bytes of an MP4 file (an ftyp box), padded: enough for the store's sniffing. */
export function tinyMp4(size = 4096): Buffer {
  const head = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypmp42', 'latin1'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('mp42isom', 'latin1'),
  ]);
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 7)]);
}

/** A PNG's signature: an image, not a video, whatever type the upload claims. */
export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(256, 1),
]);
