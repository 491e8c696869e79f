import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { RequestHandler } from 'express';
import cors from 'cors';
import helmet from 'helmet';
import type { AppConfig } from '../config.js';
import { parseCloudinaryUrl } from '../lib/cloudinary-url.js';
import { REQUEST_ID_HEADER } from './request-logger.js';

const CLOUDINARY_API = 'https://api.cloudinary.com';

/** Browser features the app never uses: a page that is tricked into asking for them is refused at once. */
const PERMISSIONS_POLICY = ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()'].join(
  ', ',
);

/** A year, the lifetime browsers' HSTS preload lists ask for. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * helmet with a CSP the SPA can live under: own scripts only (no inline, no eval), inline styles for
 * Monaco, its worker from our own origin, images and media from anywhere over HTTPS (avatars, solution
 * videos); never framed; HSTS only in production, where the site is served over HTTPS.
 */
export function createSecurityHeaders(config: AppConfig): RequestHandler {
  return fixedHeaders(
    helmet({
      strictTransportSecurity: config.isProduction
        ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true }
        : false,
      referrerPolicy: { policy: 'no-referrer' },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      // The SPA is served from this origin (Vite proxies /api in development): no other site embeds our files.
      crossOriginResourcePolicy: { policy: 'same-origin' },
      frameguard: { action: 'deny' },
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          workerSrc: ["'self'"],
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
          frameAncestors: ["'none'"],
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
  probe.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  const headers = Object.entries(probe.getHeaders()).map(([name, value]) => [name, value ?? ''] as const);
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

/** Credentialed CORS for the listed origins only (the Vite dev server by default in development, none in production). */
export function createCors(config: AppConfig): RequestHandler {
  const crossOrigin = cors({
    origin: config.corsOrigins,
    credentials: true,
    exposedHeaders: [REQUEST_ID_HEADER],
  });
  const allowed = new Set(config.corsOrigins);
  return (req, res, next) => {
    // Same-origin pages and non-browser clients send no Origin, and an unlisted origin is granted nothing
    // (not even Allow-Credentials): only caches are warned that the answer depends on Origin.
    if (req.headers.origin === undefined || !allowed.has(req.headers.origin)) {
      res.setHeader('Vary', 'Origin');
      next();
      return;
    }
    crossOrigin(req, res, next);
  };
}
