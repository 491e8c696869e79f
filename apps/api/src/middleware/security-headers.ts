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

/** HSTS, referrer, framing and cross-origin reads: the same for every answer, page or data. */
function sharedOptions(config: AppConfig) {
  return {
    strictTransportSecurity: config.isProduction
      ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: 'no-referrer' },
    // The SPA is served from this origin (Vite proxies /api in development): no other site embeds our files.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
  } as const;
}

/**
 * helmet with a CSP the SPA can live under: own scripts only (no inline, no eval), inline styles for
 * Monaco, its worker from our own origin, images and media from anywhere over HTTPS (avatars, solution
 * videos); never framed; HSTS only in production, where the site is served over HTTPS.
 */
function pageHeaders(config: AppConfig) {
  return helmet({
    ...sharedOptions(config),
    crossOriginOpenerPolicy: { policy: 'same-origin' },
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
  });
}

/**
 * API data (JSON, media, metrics) is never a page a browser renders: the headers that guard a page (its
 * window, DNS prefetch, legacy IE and Flash switches, browser features) do nothing on it. It keeps what
 * guards any answer, with a CSP that lets nothing load or run should one be opened as a page, as
 * api.github.com does. Eight fewer headers and a 30-byte CSP against 330: every read pays for each one.
 */
function dataHeaders(config: AppConfig) {
  return helmet({
    ...sharedOptions(config),
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
}

/** The API's data paths (segment-exact, so an SPA route such as /apiary stays a page); its docs are a page. */
const DATA_PATH = /^\/(?:api|judge0)(?:[/?]|$)/;
const DOCS_PATH = /^\/api\/docs(?:[/?]|$)/;

/** A fixed set of response headers, as name-value pairs. */
export type HeaderBlock = readonly (readonly [string, string])[];

/** The headers every API data answer carries (what createSecurityHeaders sets on /api and /judge0). */
export function dataHeaderBlock(config: AppConfig): HeaderBlock {
  return headersOf(dataHeaders(config), []);
}

/** Page headers on the SPA and the API docs, data headers on every other /api and /judge0 answer. */
export function createSecurityHeaders(config: AppConfig): RequestHandler {
  const page = setting(headersOf(pageHeaders(config), [['Permissions-Policy', PERMISSIONS_POLICY]]));
  const data = setting(dataHeaderBlock(config));
  return (req, res, next) => {
    const url = req.url;
    if (DATA_PATH.test(url) && !DOCS_PATH.test(url)) data(req, res, next);
    else page(req, res, next);
  };
}

/**
 * helmet rebuilds the same headers (the CSP string among them) on every request; none of ours depends on
 * the request, so they are taken from one dry run on a detached response and then only copied.
 */
function headersOf(
  middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void,
  extra: HeaderBlock,
): HeaderBlock {
  const probe = new ServerResponse(new IncomingMessage(new Socket()));
  middleware(probe.req, probe, () => undefined);
  for (const [name, value] of extra) probe.setHeader(name, value);
  return Object.entries(probe.getHeaders()).map(([name, value]) => [name, String(value ?? '')] as const);
}

function setting(headers: HeaderBlock): RequestHandler {
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

/**
 * What CORS adds to an answer for a request without an allowed Origin (same-origin pages, non-browser
 * clients): only a warning to caches that the answer depends on Origin.
 */
export const NO_CORS_HEADERS: HeaderBlock = [['Vary', 'Origin']];

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
    // (not even Allow-Credentials).
    if (req.headers.origin === undefined || !allowed.has(req.headers.origin)) {
      for (const [name, value] of NO_CORS_HEADERS) res.setHeader(name, value);
      next();
      return;
    }
    crossOrigin(req, res, next);
  };
}
