import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { RequestHandler } from 'express';
import cors from 'cors';
import helmet from 'helmet';
import type { AppConfig } from '../config.js';
import { parseCloudinaryUrl } from '../modules/videos/cloudinary-video-store.js';
import { REQUEST_ID_HEADER } from './request-logger.js';

const CLOUDINARY_API = 'https://api.cloudinary.com';

/**
 * helmet with a CSP the SPA can live under: own scripts only (no inline), inline styles and blob:
 * workers for Monaco, images and media from anywhere over HTTPS (avatars, solution videos).
 */
export function createSecurityHeaders(config: AppConfig): RequestHandler {
  return fixedHeaders(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          workerSrc: ["'self'", 'blob:'],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          mediaSrc: ["'self'", 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          // The browser uploads videos straight to Cloudinary's API host (upload_prefix when the URL names one).
          connectSrc: [
            "'self'",
            ...(config.cloudinaryUrl
              ? [new URL(parseCloudinaryUrl(config.cloudinaryUrl).uploadPrefix ?? CLOUDINARY_API).origin]
              : []),
          ],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
          // Over plain HTTP (local `pnpm start`) upgrading would break every asset request.
          upgradeInsecureRequests: config.isProduction ? [] : null,
        },
      },
    }),
  );
}

/**
 * helmet rebuilds the same headers (the CSP string among them) on every request; none of ours depends on
 * the request, so they are taken from one dry run on a detached response and then only copied.
 */
function fixedHeaders(
  middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void,
): RequestHandler {
  const probe = new ServerResponse(new IncomingMessage(new Socket()));
  middleware(probe.req, probe, () => undefined);
  const headers = Object.entries(probe.getHeaders()).map(([name, value]) => [name, value ?? ''] as const);
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

/** Credentialed CORS for the listed origins only (the Vite dev server by default). */
export function createCors(config: AppConfig): RequestHandler {
  const crossOrigin = cors({
    origin: config.corsOrigins,
    credentials: true,
    exposedHeaders: [REQUEST_ID_HEADER],
  });
  return (req, res, next) => {
    // Same-origin pages and non-browser clients send no Origin: there is nothing to allow, only caches to warn.
    if (req.headers.origin === undefined) {
      res.setHeader('Vary', 'Origin');
      next();
      return;
    }
    crossOrigin(req, res, next);
  };
}
