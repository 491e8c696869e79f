import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { qrPath } from '@/features/two-factor/components/otpauth-qr';

const SCALE = 4;

/** Paints the path's unit squares into an RGBA image, as a phone's camera would see the drawn code. */
function paint(size: number, d: string): Uint8ClampedArray {
  const width = size * SCALE;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y] of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < SCALE; dy++)
      for (let dx = 0; dx < SCALE; dx++) {
        const at = ((Number(y) * SCALE + dy) * width + Number(x) * SCALE + dx) * 4;
        pixels.fill(0, at, at + 3);
      }
  }
  return pixels;
}

describe('the enrolment QR code', () => {
  it('when an otpauth link is drawn, then a QR reader reads the same link back, quiet zone included', () => {
    const url =
      'otpauth://totp/CodeCourt:ada%40example.com?issuer=CodeCourt&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30';
    const { size, d } = qrPath(url);
    const image = paint(size, d);

    const read = jsQR(image, size * SCALE, size * SCALE);

    expect(read?.data).toBe(url);
    // Four light modules on every side: the first row and column hold no dark module.
    expect(d).not.toMatch(/M[0-3] |M\d+ [0-3]h/);
  });
});
