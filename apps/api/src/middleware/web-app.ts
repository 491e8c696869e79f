import { existsSync } from 'node:fs';
import path from 'node:path';
import express from 'express';
import type { Express } from 'express';
import { precompressedAssets } from './precompressed-assets.js';

/**
 * Production: the built SPA on the API's origin. Hashed /assets are cached for a year; index.html is
 * revalidated every time so a deploy is picked up, and it answers every other GET (client-side routes).
 * Returns false when there is no build to serve.
 */
export function mountWebApp(app: Express, webDistDir: string): boolean {
  const indexHtml = path.join(webDistDir, 'index.html');
  if (!existsSync(indexHtml)) return false;
  const assetsDir = path.join(webDistDir, 'assets');
  app.use('/assets', precompressedAssets(assetsDir, 'public, max-age=31536000, immutable'));
  app.use(
    '/assets',
    express.static(assetsDir, {
      immutable: true,
      maxAge: '1y',
      index: false,
      fallthrough: false,
    }),
  );
  app.use(
    express.static(webDistDir, {
      index: false,
      cacheControl: false,
      setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
    }),
  );
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
  return true;
}
