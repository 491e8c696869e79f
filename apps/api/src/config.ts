import path from 'node:path';
import { z } from 'zod';
import {
  ACCESS_CODE_RATE_LIMIT,
  AI_RATE_LIMIT,
  AI_TIMEOUT_MS,
  AUTH_RATE_LIMIT,
  CHANGE_PASSWORD_RATE_LIMIT,
  PASSWORD_RESET_EMAIL_RATE_LIMIT,
  PASSWORD_RESET_IP_RATE_LIMIT,
  REFRESH_RATE_LIMIT,
  COMMUNITY_WRITE_RATE_LIMIT,
  DATABASE_STATEMENT_TIMEOUT_MS,
  JUDGE0_DEFAULTS,
  JUDGE_QUEUE,
  PERSONAL_TOKEN_RATE_LIMIT,
  LIVE_EVENTS_RATE_LIMIT,
  PROBLEM_JUDGING_RATE_LIMIT,
  CONTEST_ACCOUNTS_RATE_LIMIT,
  EXPORT_RATE_LIMIT,
  VIDEO_UPLOAD_RATE_LIMIT,
  SUBMISSION_RATE_LIMIT,
  SUBMIT_WAIT_MS,
  LIVE_HEARTBEAT_MS,
  emailSchema,
  newPasswordSchema,
} from '@codecourt/contracts';
import { loadJudgeConfig } from '@codecourt/judge';
import type { JudgeConfig } from '@codecourt/judge';
import { AppError } from './lib/app-error.js';
import { loadOrCreateDevSecrets } from './lib/dev-secrets.js';
import { LOG_LEVELS } from './lib/logger.js';
import type { LogLevel } from './lib/logger.js';
import { findRepoRoot } from './lib/repo-root.js';

const MIN_SECRET_LENGTH = 32;

/** The model asked when OPENAI_MODEL is unset. */
export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';

/** The API's variables, each described once here (docs/configuration.md is generated from it); the judge parses its own (JUDGE_*). */
export const apiEnvSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'])
    .default('development')
    .describe(
      'production demands real secrets and a sandbox, listens on every interface and sets Secure cookies; `pnpm start` sets it unless given',
    ),
  PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65_535)
    .default(3000)
    .describe('API port (`pnpm dev` proxies the web app to it)'),
  HOST: z
    .string()
    .optional()
    .describe('address the API listens on')
    .meta({ whenUnset: '`127.0.0.1` outside production, every interface (`::`) in production' }),
  DATA_DIR: z
    .string()
    .optional()
    .describe("embedded database, local videos, generated dev secrets, the judge's compile cache")
    .meta({ whenUnset: '`./.data` in the repository' }),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/ })
    .optional()
    .describe('`postgres://` URL of a real server')
    .meta({ whenUnset: 'PGlite in `DATA_DIR`' }),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(DATABASE_STATEMENT_TIMEOUT_MS)
    .describe(
      'longest one SQL statement may run on a `DATABASE_URL` server before it is cancelled and the request answers 503 (0: no limit)',
    ),
  REDIS_URL: z
    .url({ protocol: /^rediss?$/ })
    .optional()
    .describe('BullMQ judge queue and rate-limit store (required by a judge worker)')
    .meta({ whenUnset: 'in-process judge queue' }),
  JWT_ACCESS_SECRET: z
    .string()
    .min(MIN_SECRET_LENGTH)
    .optional()
    .describe(
      `access-token key, at least ${String(MIN_SECRET_LENGTH)} characters, unlike the refresh key (openssl rand -hex 32)`,
    )
    .meta({ whenUnset: 'generated into `DATA_DIR` in development; required in production' }),
  JWT_REFRESH_SECRET: z
    .string()
    .min(MIN_SECRET_LENGTH)
    .optional()
    .describe(`refresh-token key, at least ${String(MIN_SECRET_LENGTH)} characters, unlike the access key`)
    .meta({ whenUnset: 'generated into `DATA_DIR` in development; required in production' }),
  CORS_ORIGINS: z
    .string()
    .optional()
    .describe('exact origins (comma-separated) allowed with credentials; `*` is refused')
    .meta({ whenUnset: '`http://localhost:5173`; none (same origin only) in production' }),
  ADMIN_EMAIL: emailSchema
    .optional()
    .describe('bootstrap (or promote) an admin account at start; set with ADMIN_PASSWORD'),
  ADMIN_PASSWORD: newPasswordSchema
    .optional()
    .describe(
      "the admin's password, following the sign-up rules (8+ characters with upper and lower case, a digit and a symbol)",
    ),
  TRUST_PROXY: z
    .string()
    .optional()
    .describe(
      'Express `trust proxy` setting behind a reverse proxy: `true`, a hop count (e.g. 1) or addresses',
    ),
  LANDING_FILE: z
    .string()
    .min(1)
    .optional()
    .describe("the landing page's figures mode, company names and success stories (YAML; read at start)")
    .meta({ whenUnset: '`content/landing.yaml` in the repository' }),
  LOG_LEVEL: z
    .enum(LOG_LEVELS)
    .optional()
    .describe("pino level of the API's JSON log lines")
    .meta({ whenUnset: '`info` (`silent` under `NODE_ENV=test`)' }),
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters')
    .optional()
    .describe(
      "bearer token (16+ characters) a Prometheus scraper sends to `/api/metrics` and to a worker's `JUDGE_METRICS_PORT`",
    )
    .meta({ whenUnset: '`/api/metrics` is 404 in production, loopback-only outside it' }),
  METRICS_PORT: z.coerce
    .number()
    .int()
    .min(1)
    .max(65_535)
    .optional()
    .describe(
      "a port of its own for the API's `GET /metrics` (token rule as the worker's); `/api/metrics` is then 404",
    )
    .meta({ whenUnset: 'the metrics are on `PORT` at `/api/metrics`' }),
  OPENAI_API_KEY: z
    .string()
    .optional()
    .describe('key of any OpenAI-compatible endpoint (OpenAI, Ollama, vLLM) for the AI tutor')
    .meta({ whenUnset: 'AI help disabled (unless `OPENAI_BASE_URL` is set)' }),
  OPENAI_BASE_URL: z
    .url()
    .optional()
    .describe('base URL of an OpenAI-compatible endpoint; a local one needs no key')
    .meta({ whenUnset: "OpenAI's" }),
  OPENAI_MODEL: z
    .string()
    .optional()
    .describe('model the AI tutor asks')
    .meta({ whenUnset: `\`${DEFAULT_OPENAI_MODEL}\`` }),
  OPENAI_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(AI_TIMEOUT_MS)
    .describe('how long the AI tutor waits for the model (then 504)'),
  ACCESS_CODE_RATE_LIMIT_MAX: z.coerce
    .number()
    .int()
    .min(1)
    .default(ACCESS_CODE_RATE_LIMIT.max)
    .describe('wrong contest access codes one user may try at one contest per window (then 429)'),
  ACCESS_CODE_RATE_LIMIT_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .default(ACCESS_CODE_RATE_LIMIT.windowMs)
    .describe('the access-code rate limit window'),
  AI_RATE_LIMIT_MAX: z.coerce
    .number()
    .int()
    .min(1)
    .default(AI_RATE_LIMIT.max)
    .describe('AI tutor requests per signed-in user per window'),
  AI_RATE_LIMIT_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .default(AI_RATE_LIMIT.windowMs)
    .describe('the AI tutor rate limit window'),
  AUTH_RATE_LIMIT_MAX: z.coerce
    .number()
    .int()
    .min(1)
    .default(AUTH_RATE_LIMIT.max)
    .describe(
      'sign-ins and sign-ups per client address per 15 minutes (the end-to-end suite, which signs up many accounts from one address, raises it)',
    ),
  CLOUDINARY_URL: z
    .string()
    .optional()
    .describe(
      '`cloudinary://<api_key>:<api_secret>@<cloud_name>`: signed direct uploads of solution videos to Cloudinary',
    )
    .meta({ whenUnset: 'local video storage in `DATA_DIR/videos`' }),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/ })
    .optional()
    .describe(
      '`smtp://` or `smtps://` URL (user, password, port in it) the password-reset emails go through (nodemailer)',
    )
    .meta({ whenUnset: 'each email is written as a JSON file to `DATA_DIR/outbox/` and its link is logged' }),
  MAIL_FROM: z.string().min(3).default('CodeCourt <no-reply@localhost>').describe('sender of those emails'),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe('where users open the web app: the address reset links point at')
    .meta({ whenUnset: 'this server when it serves the built web app, else the first of `CORS_ORIGINS`' }),
  OIDC_PROVIDERS: z
    .string()
    .optional()
    .describe(
      'OpenID Connect providers users may sign in with (authorization code flow with PKCE): a JSON array of `{"id": "uni", "name": "University", "issuer": "https://login.uni.example", "clientId": "…", "clientSecret": "…"}`; register `PUBLIC_URL/api/user/sso/<id>/callback` as the redirect URI at each',
    )
    .meta({ whenUnset: 'sign-in by email and password only' }),
  REQUIRE_ADMIN_TWO_FACTOR: z
    .enum(['true', 'false'])
    .default('false')
    .describe(
      'admins without two-factor sign-in (Settings) are refused by every admin route (403) until they turn it on',
    ),
  SEED_PROBLEMS: z
    .enum(['true', 'false'])
    .default('true')
    .describe('seed an empty database from the problem library in `problems/` at start'),
  TEST_CLOCK_FILE: z
    .string()
    .min(1)
    .optional()
    .describe(
      'tests only (refused in production): a file holding milliseconds added to the clock, so an end-to-end test can move time (review due dates)',
    )
    .meta({ whenUnset: 'the real clock' }),
  RECONCILE_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(200)
    .default(JUDGE_QUEUE.reconcileIntervalMs)
    .describe(
      'how often each API instance stores missed results and enqueues lost jobs of unjudged submissions',
    ),
  JUDGE0_AUTH_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/, 'must be an HTTP header name')
    .default(JUDGE0_DEFAULTS.authHeader)
    .describe(
      "header carrying a personal access token on the Judge0-compatible mount (Judge0's `AUTHN_HEADER`), e.g. `X-RapidAPI-Key`",
    ),
  JUDGE0_QUEUE_LIMIT: z.coerce
    .number()
    .int()
    .min(1)
    .default(JUDGE0_DEFAULTS.queueLimit)
    .describe('judge jobs waiting or running past which `/judge0` answers 503 `{"error":"queue is full"}`'),
  JUDGE0_RETENTION_HOURS: z.coerce
    .number()
    .positive()
    .default(JUDGE0_DEFAULTS.retentionHours)
    .describe(
      'how long `/judge0` submissions and their results are kept before a periodic prune deletes them',
    ),
  JUDGE0_STORAGE_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .min(1_024)
    .default(JUDGE0_DEFAULTS.storageQuotaBytes)
    .describe(
      'bytes of kept `/judge0` submissions one user may hold (all tokens together); past it new ones answer 429 until older ones expire',
    ),
  JUDGE0_RATE_LIMIT_MAX: z.coerce
    .number()
    .int()
    .min(1)
    .default(JUDGE0_DEFAULTS.rateLimit.max)
    .describe('`/judge0` requests per user (all of their personal access tokens together) per window'),
  JUDGE0_RATE_LIMIT_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .default(JUDGE0_DEFAULTS.rateLimit.windowMs)
    .describe('the `/judge0` rate limit window'),
});

/** Every variable the API reads: `pnpm dev` (turbo) must pass each of them through to it. */
export const API_ENVIRONMENT_VARIABLES = Object.keys(apiEnvSchema.shape);

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  /** Where the API listens: loopback by default outside production, every interface in production. */
  host: string;
  repoRoot: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The server's statement_timeout for every pooled connection (0: none); PGlite has no other session to wait on. */
  databaseStatementTimeoutMs: number;
  redisUrl: string | undefined;
  /** The in-process judge's settings (JUDGE_SANDBOX, ...); its artefact cache lives in dataDir. */
  judge: JudgeConfig;
  jwt: { accessSecret: string; refreshSecret: string };
  corsOrigins: string[];
  admin: { email: string; password: string } | undefined;
  trustProxy: boolean | number | string;
  logLevel: LogLevel;
  /** The bearer token /api/metrics asks for; unset = 404 in production, loopback-only elsewhere. */
  metricsToken: string | undefined;
  /** A port of its own for the metrics (GET /metrics); then /api/metrics on PORT is 404. */
  metricsPort: number | undefined;
  authRateLimit: { windowMs: number; max: number };
  refreshRateLimit: { windowMs: number; max: number };
  webDistDir: string;
  /** The AI tutor's OpenAI-compatible endpoint; undefined = AI help off (503). */
  openai: OpenAiConfig | undefined;
  /** AI tutor requests per signed-in user. */
  aiRateLimit: { windowMs: number; max: number };
  /** Wrong contest access codes per user per contest. */
  accessCodeRateLimit: { windowMs: number; max: number };
  cloudinaryUrl: string | undefined;
  /** Password-reset mail: over SMTP_URL, or as files in outboxDir when it is unset. */
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string };
  /** Where users open the web app (links in emails); unset = guessed by the app (see publicUrlOf). */
  publicUrl: string | undefined;
  /** Forgot/reset-password requests per IP, reset emails per address or link per account, password changes per user. */
  passwordResetIpRateLimit: { windowMs: number; max: number };
  passwordResetAccountRateLimit: { windowMs: number; max: number };
  changePasswordRateLimit: { windowMs: number; max: number };
  /** Seed an empty database from problemsDir at start (SEED_PROBLEMS=false turns it off). */
  seedProblems: boolean;
  /** Admin routes answer 403 to an admin without two-factor sign-in (REQUIRE_ADMIN_TWO_FACTOR). */
  requireAdminTwoFactor: boolean;
  /** OIDC_PROVIDERS: the OpenID Connect providers of the sign-in page, in its order. */
  oidcProviders: OidcProviderConfig[];
  problemsDir: string;
  /** The study plans' files (plans/*.yaml), validated at every start and seeded when missing. */
  plansDir: string;
  /** The landing content file; `landingFileRequired` when LANDING_FILE named it (a missing file is then an error). */
  landingFile: string;
  landingFileRequired: boolean;
  /** TEST_CLOCK_FILE: the clock's offset is read from it (tests only). */
  testClockFile: string | undefined;
  submissionRateLimit: { windowMs: number; max: number };
  /** Discussion, reply, vote and bookmark writes per signed-in user. */
  communityRateLimit: { windowMs: number; max: number };
  /** Requests per personal access token, whatever route they go to. */
  personalTokenRateLimit: { windowMs: number; max: number };
  /** Live-judging streams opened per signed-in user. */
  liveEventsRateLimit: { windowMs: number; max: number };
  /** Problem create, update, verify and import (each judges every reference solution) per admin. */
  problemJudgingRateLimit: { windowMs: number; max: number };
  /** Exports of one's solutions and Git syncs (each reads all of the user's accepted work) per user. */
  exportRateLimit: { windowMs: number; max: number };
  /** Batch-account imports (each may hash thousands of passwords) per admin. */
  contestAccountsRateLimit: { windowMs: number; max: number };
  /** Uploads to the local video store per IP. */
  videoUploadRateLimit: { windowMs: number; max: number };
  /** How long submit waits for the verdict before answering 202 with the pending submission. */
  submitWaitMs: number;
  /** How often a live judging stream sends a heartbeat comment line. */
  liveHeartbeatMs: number;
  /** How often submissions without a verdict are reconciled with the queue (results collected, lost jobs enqueued). */
  reconcileIntervalMs: number;
  /** The Judge0-compatible mount at /judge0. */
  judge0: Judge0Config;
};

export type Judge0Config = {
  /** The header carrying a personal access token (Judge0's X-Auth-Token unless renamed). */
  authHeader: string;
  /** Judge jobs waiting or running past which new submissions answer 503 "queue is full". */
  queueLimit: number;
  /** How long submissions and their results are kept before the prune deletes them. */
  retentionMs: number;
  /** The bytes of kept submissions (source, stdin, expected output and results) one user may hold. */
  storageQuotaBytes: number;
  /** Requests per user (all of their personal access tokens together) on the mount. */
  rateLimit: { windowMs: number; max: number };
  /** How long `wait=true` waits for the verdict. */
  waitMs: number;
};

export type OpenAiConfig = { apiKey: string; baseUrl: string | undefined; model: string; timeoutMs: number };

type Env = Record<string, string | undefined>;

/** Parses the environment once, at start. Throws a catastrophic AppError naming every bad variable. */
export function loadConfig(env: Env = process.env): AppConfig {
  // An exported-but-empty variable means "unset", as in most shells' `VAR= cmd`.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = apiEnvSchema.safeParse(present);
  if (!parsed.success) {
    const details = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new AppError('invalidConfig', `Invalid environment: ${details}`, 500, true);
  }
  const e = parsed.data;
  const repoRoot = findRepoRoot();
  const dataDir = path.resolve(e.DATA_DIR ?? path.join(repoRoot, '.data'));
  const isProduction = e.NODE_ENV === 'production';
  const host = e.HOST ?? (isProduction ? '::' : '127.0.0.1');
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host,
    repoRoot,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    redisUrl: e.REDIS_URL,
    judge: {
      ...judgeConfig(env, dataDir),
      // The unisolated process driver only for a developer alone with the API: never reachable from elsewhere.
      processFallback: e.NODE_ENV === 'development' && isLoopbackHost(host),
    },
    jwt: resolveJwtSecrets(e.JWT_ACCESS_SECRET, e.JWT_REFRESH_SECRET, isProduction, dataDir),
    corsOrigins: parseCorsOrigins(e.CORS_ORIGINS, isProduction),
    admin: resolveAdmin(e.ADMIN_EMAIL, e.ADMIN_PASSWORD),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
    authRateLimit: { windowMs: AUTH_RATE_LIMIT.windowMs, max: e.AUTH_RATE_LIMIT_MAX },
    refreshRateLimit: { windowMs: REFRESH_RATE_LIMIT.windowMs, max: REFRESH_RATE_LIMIT.max },
    webDistDir: path.join(repoRoot, 'apps', 'web', 'dist'),
    openai: resolveOpenAi(e),
    aiRateLimit: { windowMs: e.AI_RATE_LIMIT_WINDOW_MS, max: e.AI_RATE_LIMIT_MAX },
    accessCodeRateLimit: { windowMs: e.ACCESS_CODE_RATE_LIMIT_WINDOW_MS, max: e.ACCESS_CODE_RATE_LIMIT_MAX },
    cloudinaryUrl: e.CLOUDINARY_URL,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, outboxDir: path.join(dataDir, 'outbox') },
    publicUrl: e.PUBLIC_URL,
    passwordResetIpRateLimit: { ...PASSWORD_RESET_IP_RATE_LIMIT },
    passwordResetAccountRateLimit: { ...PASSWORD_RESET_EMAIL_RATE_LIMIT },
    changePasswordRateLimit: { ...CHANGE_PASSWORD_RATE_LIMIT },
    seedProblems: e.SEED_PROBLEMS === 'true',
    requireAdminTwoFactor: e.REQUIRE_ADMIN_TWO_FACTOR === 'true',
    oidcProviders: resolveOidcProviders(e.OIDC_PROVIDERS),
    problemsDir: path.join(repoRoot, 'problems'),
    plansDir: path.join(repoRoot, 'plans'),
    landingFile: e.LANDING_FILE
      ? path.resolve(e.LANDING_FILE)
      : path.join(repoRoot, 'content', 'landing.yaml'),
    landingFileRequired: e.LANDING_FILE !== undefined,
    testClockFile: testClockFile(e.TEST_CLOCK_FILE, isProduction),
    submissionRateLimit: { windowMs: SUBMISSION_RATE_LIMIT.windowMs, max: SUBMISSION_RATE_LIMIT.max },
    communityRateLimit: {
      windowMs: COMMUNITY_WRITE_RATE_LIMIT.windowMs,
      max: COMMUNITY_WRITE_RATE_LIMIT.max,
    },
    personalTokenRateLimit: {
      windowMs: PERSONAL_TOKEN_RATE_LIMIT.windowMs,
      max: PERSONAL_TOKEN_RATE_LIMIT.max,
    },
    liveEventsRateLimit: { ...LIVE_EVENTS_RATE_LIMIT },
    problemJudgingRateLimit: { ...PROBLEM_JUDGING_RATE_LIMIT },
    exportRateLimit: { ...EXPORT_RATE_LIMIT },
    contestAccountsRateLimit: { ...CONTEST_ACCOUNTS_RATE_LIMIT },
    videoUploadRateLimit: { ...VIDEO_UPLOAD_RATE_LIMIT },
    submitWaitMs: SUBMIT_WAIT_MS,
    liveHeartbeatMs: LIVE_HEARTBEAT_MS,
    reconcileIntervalMs: e.RECONCILE_INTERVAL_MS,
    judge0: {
      authHeader: e.JUDGE0_AUTH_HEADER,
      queueLimit: e.JUDGE0_QUEUE_LIMIT,
      retentionMs: e.JUDGE0_RETENTION_HOURS * 3_600_000,
      storageQuotaBytes: e.JUDGE0_STORAGE_QUOTA_BYTES,
      rateLimit: { windowMs: e.JUDGE0_RATE_LIMIT_WINDOW_MS, max: e.JUDGE0_RATE_LIMIT_MAX },
      waitMs: JUDGE0_DEFAULTS.waitMs,
    },
  };
}

function resolveJwtSecrets(
  access: string | undefined,
  refresh: string | undefined,
  isProduction: boolean,
  dataDir: string,
): AppConfig['jwt'] {
  if (access && refresh) {
    if (access === refresh) throw configError('JWT_ACCESS_SECRET and JWT_REFRESH_SECRET must differ');
    return { accessSecret: access, refreshSecret: refresh };
  }
  // Generated keys would silently log everyone out on every new container: production must bring its own.
  if (isProduction) {
    throw configError(
      `JWT_ACCESS_SECRET and JWT_REFRESH_SECRET (at least ${MIN_SECRET_LENGTH} characters each) are required in production`,
    );
  }
  const generated = loadOrCreateDevSecrets(dataDir);
  return {
    accessSecret: access ?? generated.jwtAccessSecret,
    refreshSecret: refresh ?? generated.jwtRefreshSecret,
  };
}

function judgeConfig(env: Env, dataDir: string): JudgeConfig {
  try {
    return loadJudgeConfig({ ...env, DATA_DIR: dataDir });
  } catch (error) {
    throw configError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * AI help is on when a key or an endpoint is given: local servers (Ollama, llama.cpp) take no key, but
 * the SDK wants one, so a placeholder is sent to them.
 */
function resolveOpenAi(e: z.output<typeof apiEnvSchema>): OpenAiConfig | undefined {
  if (!e.OPENAI_API_KEY && !e.OPENAI_BASE_URL) return undefined;
  return {
    apiKey: e.OPENAI_API_KEY ?? 'not-needed',
    baseUrl: e.OPENAI_BASE_URL,
    model: e.OPENAI_MODEL ?? DEFAULT_OPENAI_MODEL,
    timeoutMs: e.OPENAI_TIMEOUT_MS,
  };
}

/** True when only this machine can connect: a loopback address or the name localhost. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || /^127(\.\d{1,3}){3}$/.test(host) || host === '::1' || host === '[::1]';
}

const oidcProvidersSchema = z
  .array(
    z.strictObject({
      id: z
        .string()
        .regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'an id is 1-32 lower-case letters, digits and dashes'),
      name: z.string().min(1).max(60),
      issuer: z.url({ protocol: /^https?$/ }),
      clientId: z.string().min(1),
      clientSecret: z.string().min(1),
    }),
  )
  .refine((list) => new Set(list.map((p) => p.id)).size === list.length, 'two providers have the same id');

export type OidcProviderConfig = z.infer<typeof oidcProvidersSchema>[number];

function resolveOidcProviders(value: string | undefined): OidcProviderConfig[] {
  if (!value) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw configError('OIDC_PROVIDERS must be a JSON array');
  }
  const result = oidcProvidersSchema.safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw configError(`OIDC_PROVIDERS: ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'invalid'}`.trim());
  }
  return result.data;
}

function resolveAdmin(email: string | undefined, password: string | undefined): AppConfig['admin'] {
  if (!email && !password) return undefined;
  if (!email || !password) throw configError('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  return { email, password };
}

/** The Vite dev server: the one cross-origin caller a developer has. */
const DEVELOPMENT_CORS_ORIGIN = 'http://localhost:5173';

/**
 * Origins granted credentialed CORS. Production serves the SPA from its own origin, so unset means none
 * (same-origin only) rather than the development default; a wildcard could never be honoured with
 * credentials and an entry that is not a bare origin would never match, so both fail the start.
 */
function parseCorsOrigins(value: string | undefined, isProduction: boolean): string[] {
  const listed = value ?? (isProduction ? '' : DEVELOPMENT_CORS_ORIGIN);
  const origins = listed
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of origins) {
    if (origin === '*' || origin === 'null') {
      throw configError(`CORS_ORIGINS: "${origin}" cannot be allowed with credentials; list exact origins`);
    }
    if (!isBareOrigin(origin)) {
      throw configError(
        `CORS_ORIGINS: "${origin}" is not an origin (scheme://host[:port], nothing after it)`,
      );
    }
  }
  return origins;
}

function isBareOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

/** Express's `trust proxy`: off unless asked; a hop count, true, or a list of trusted addresses. */
function parseTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

function configError(message: string): AppError {
  return new AppError('invalidConfig', `Invalid environment: ${message}`, 500, true);
}

/** A movable clock has no place in production: refused there, whatever else is set. */
function testClockFile(file: string | undefined, isProduction: boolean): string | undefined {
  if (file !== undefined && isProduction)
    throw new Error('TEST_CLOCK_FILE is for tests only: unset it in production');
  return file;
}
