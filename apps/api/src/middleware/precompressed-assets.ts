import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

/** The encodings `pnpm build` writes beside each asset (apps/web/build/precompress-assets.ts), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** The weight (q) a parsed Accept-Encoding gives `name`: its own entry, else `*`, else 0. */
function weightOf(accepted: Map<string, number>, name: string): number {
  return accepted.get(name) ?? accepted.get('*') ?? 0;
}

function parseAcceptEncoding(header: string): Map<string, number> {
  const accepted = new Map<string, number>();
  for (const entry of header.split(',')) {
    const [token = '', ...params] = entry.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    if (token !== '' && Number.isFinite(weight)) accepted.set(token.trim(), weight);
  }
  return accepted;
}

/** The most wanted twin; equal weights (the usual "gzip, deflate, br") go to the smaller, brotli. */
function preferred<T extends { name: string }>(available: readonly T[], header: string): T | undefined {
  const accepted = parseAcceptEncoding(header);
  let best: T | undefined;
  for (const encoding of available) {
    const weight = weightOf(accepted, encoding.name);
    if (weight > 0 && (best === undefined || weight > weightOf(accepted, best.name))) best = encoding;
  }
  return best;
}

/**
 * Answers a GET for a built file with its precompressed twin when the browser accepts one
 * (`Content-Encoding`), and marks every file that has twins `Vary: Accept-Encoding` so a cache keeps
 * one copy per encoding. Files without twins, and browsers accepting neither, fall through to
 * express.static. Which twins exist is looked up once per file: a build never changes under a server.
 */
export function precompressedAssets(root: string, cacheControl: string): RequestHandler {
  const twins = new Map<string, (typeof ENCODINGS)[number][]>();
  const twinsOf = (file: string) => {
    let found = twins.get(file);
    if (found === undefined) {
      found = ENCODINGS.filter((encoding) => existsSync(file + encoding.suffix));
      twins.set(file, found);
    }
    return found;
  };
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      next();
      return;
    }
    const file = path.join(root, relative);
    // path.join normalises "..": anything that lands outside the build is express.static's to refuse.
    if (!file.startsWith(root + path.sep) || relative.includes('\0')) {
      next();
      return;
    }
    const available = twinsOf(file);
    if (available.length === 0) {
      next();
      return;
    }
    res.vary('Accept-Encoding');
    const chosen = preferred(available, req.get('Accept-Encoding') ?? '');
    if (chosen === undefined) {
      next();
      return;
    }
    res.setHeader('Content-Encoding', chosen.name);
    res.setHeader('Cache-Control', cacheControl);
    // The type of what the bytes decode to, not of a ".br" file.
    res.type(path.extname(file));
    res.sendFile(file + chosen.suffix, { cacheControl: false, lastModified: true }, (error) => {
      if (error !== undefined && !res.headersSent) next(error);
    });
  };
}
