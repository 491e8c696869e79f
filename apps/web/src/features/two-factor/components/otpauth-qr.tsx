import { useMemo } from 'react';
import { encode } from 'uqr';

/** The quiet zone scanners need around the code, in modules. */
const BORDER = 4;

/** One path of the dark modules: `M x y h1 v1 h-1 z` each, so the code is one small SVG element. */
export function qrPath(text: string): { size: number; d: string } {
  const { data, size } = encode(text, { ecc: 'M', border: BORDER });
  const parts: string[] = [];
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${String(x)} ${String(y)}h1v1h-1z`);
    });
  });
  return { size, d: parts.join('') };
}

/**
 * The otpauth link as a QR code for an authenticator app's camera: drawn as SVG here (no image request, no
 * markup injected), black on white in both themes, which is what scanners read.
 */
export function OtpauthQr({ url }: { url: string }) {
  const { size, d } = useMemo(() => qrPath(url), [url]);
  return (
    <svg
      viewBox={`0 0 ${String(size)} ${String(size)}`}
      role="img"
      aria-label="QR code of the key, for your authenticator app"
      className="size-44 rounded-box"
      shapeRendering="crispEdges"
      data-testid="two-factor-qr"
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={d} fill="#000000" />
    </svg>
  );
}
