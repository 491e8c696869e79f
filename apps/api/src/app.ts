import cookieParser from 'cookie-parser';
import express, { Router } from 'express';
import type { Express, RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { AUTOSAVE_RATE_LIMIT, JSON_BODY_LIMIT_BYTES } from '@codecourt/contracts';
import type { LandingContent } from '@codecourt/contracts';
import type { AppConfig } from './config.js';
import type { ListenToChanges } from './db/change-feed.js';
import type { Database } from './db/client.js';
import { createErrorHandler, notFoundHandler } from './lib/error-handler.js';
import type { Logger } from './lib/logger.js';
import { apiVersion } from './lib/version.js';
import { signedInUser } from './middleware/auth-context.js';
import { createCsrf } from './middleware/csrf.js';
import { createRateLimiter } from './middleware/rate-limit.js';
import { createPublicReadLane, routeThroughLane } from './middleware/public-read-lane.js';
import { createRequestLogger, createRequestTracker } from './middleware/request-logger.js';
import { createOptionalAuth, createRequireAuth } from './middleware/require-auth.js';
import {
  NO_CORS_HEADERS,
  createCors,
  createSecurityHeaders,
  dataHeaderBlock,
} from './middleware/security-headers.js';
import { mountWebApp } from './middleware/web-app.js';
import { oneLayer } from './middleware/one-layer.js';
import { createAiRoutes } from './modules/ai/routes.js';
import { createTutorClient } from './modules/ai/tutor-client.js';
import { createContestAiGuard } from './modules/contests/contest-ai-guard.js';
import { createAccessCodeLimiter } from './modules/contests/access-code-limiter.js';
import { createContestModule } from './modules/contests/contest-module.js';
import { createCcsModule } from './modules/ccs/ccs-module.js';
import { createRatingModule } from './modules/ratings/rating-module.js';
import { createVirtualRunModule } from './modules/virtual-runs/virtual-run-module.js';
import { createIntegrityModule } from './modules/integrity/integrity-module.js';
import { createInterviewModule } from './modules/interviews/interview-module.js';
import { createInterviewQueueModule } from './modules/interviews/queue/queue-module.js';
import { createTeamModule } from './modules/teams/team-module.js';
import { createContestAccountModule } from './modules/contest-accounts/contest-account-module.js';
import { serveUpgrade } from './lib/upgrades.js';
import { authenticateAccessToken } from './modules/tokens/authenticate-access-token.js';
import { createRejudgeModule } from './modules/rejudges/rejudge-module.js';
import { createBookmarkRepository } from './modules/bookmarks/repository.js';
import { createBookmarkRoutes } from './modules/bookmarks/routes.js';
import { createDiscussionIndex } from './modules/discussions/discussion-index.js';
import { createDiscussionRepository } from './modules/discussions/repository.js';
import { createDiscussionRoutes } from './modules/discussions/routes.js';
import { createDiscussionService } from './modules/discussions/service.js';
import { createDocsRoutes } from './modules/docs/routes.js';
import { createNotificationModule } from './modules/notifications/notifications-module.js';
import { createProblemAdminRoutes, parsesOwnBody } from './modules/problems/admin-routes.js';
import { createProblemPackageRoutes } from './modules/problems/packages/zip/package-routes.js';
import { createProblemTestRoutes } from './modules/problem-tests/routes.js';
import { createProblemVisibility } from './modules/problems/visibility/problem-visibility.js';
import { VISITOR, userViewer } from './modules/problems/visibility/problem-viewer.js';
import { createPublicProblemDocuments } from './modules/problems/public-documents.js';
import { createPublicProblemRoutes, publicProblemLookup } from './modules/problems/public-routes.js';
import { createProblemStats } from './modules/problems/problem-stats.js';
import { createProblemRoutes } from './modules/problems/routes.js';
import { createHealthRoutes } from './modules/health/routes.js';
import { createJudge0Repository } from './modules/judge0/repository.js';
import { createJudge0Routes } from './modules/judge0/routes.js';
import { createJudge0Service } from './modules/judge0/service.js';
import { createJudge0TokenAuth } from './modules/judge0/token-auth.js';
import { mountPracticeRoutes } from './modules/practice/mount-practice-routes.js';
import { createSolutionTakenRecorder } from './modules/practice/solution-takes.js';
import { createExportRepository } from './modules/export/export-repository.js';
import { createExportRoutes } from './modules/export/export-routes.js';
import { publicUrlOf } from './modules/user/public-url.js';
import { mountGitSync } from './modules/git-sync/mount-git-sync.js';
import { createPlanRepository } from './modules/plans/repository.js';
import { createPlanRoutes } from './modules/plans/routes.js';
import { readLandingFile } from './modules/landing/landing-file.js';
import { createLandingRoutes } from './modules/landing/routes.js';
import { createLandingService } from './modules/landing/service.js';
import { createPlanService } from './modules/plans/service.js';
import { mountReviewRoutes } from './modules/review/mount-review-routes.js';
import { createHealthService, defaultRuntimeStatus } from './modules/health/service.js';
import { createApiMetrics } from './modules/metrics/api-metrics.js';
import type { ApiMetrics } from './modules/metrics/api-metrics.js';
import { createHttpMetrics } from './modules/metrics/http-metrics.js';
import { createRouteTemplates } from './modules/metrics/route-template.js';
import { createMetricsRoutes } from './modules/metrics/routes.js';
import type { RuntimeStatusProvider } from './modules/health/service.js';
import { createRefreshTokenRepository } from './modules/session/repository.js';
import { createInProcessJudging } from './modules/judging/create-judging.js';
import type { Judging } from './modules/judging/create-judging.js';
import { requireOfferedLanguage } from './modules/judge-gateway/offered-language.js';
import { createJudgeRoutes } from './modules/judging/routes.js';
import { createSubmissionRepository } from './modules/submissions/repository.js';
import { createLiveEvents } from './modules/submissions/live-events.js';
import { createSubmissionRoutes } from './modules/submissions/routes.js';
import { createSubmissionService } from './modules/submissions/service.js';
import { sessionCookieNames } from './modules/session/cookies.js';
import { createEndedSignIns } from './modules/session/ended-sign-ins.js';
import { createSessionService } from './modules/session/service.js';
import { createProfileHistory } from './modules/stats/profile-history.js';
import { createStatsRepository } from './modules/stats/repository.js';
import { createStatsRoutes } from './modules/stats/routes.js';
import { createStatsService } from './modules/stats/service.js';
import { createStatsDocuments } from './modules/stats/stats-documents.js';
import { createPublicProfileModule } from './modules/public-profiles/public-profile-module.js';
import { createTokenSigner, peekFamilyId } from './modules/session/tokens.js';
import { createPersonalTokenRepository } from './modules/tokens/repository.js';
import { createTokenRoutes } from './modules/tokens/routes.js';
import { bearerSecretOf, createTokenAuth } from './modules/tokens/token-auth.js';
import { createUserRepository } from './modules/user/repository.js';
import { createUserRoutes } from './modules/user/routes.js';
import { requireAdminTwoFactor } from './middleware/admin-two-factor-policy.js';
import { createTwoFactorRepository } from './modules/two-factor/repository.js';
import { createTwoFactorRoutes } from './modules/two-factor/routes.js';
import { createSecretBox } from './modules/two-factor/secret-box.js';
import { createSecondFactorAccountLimiter } from './modules/two-factor/account-limiter.js';
import { createTwoFactorService } from './modules/two-factor/service.js';
import { createSsoProviders } from './modules/sso/providers.js';
import { createSsoRepository } from './modules/sso/repository.js';
import { createSsoRoutes } from './modules/sso/routes.js';
import { createSsoService } from './modules/sso/service.js';
import { createPasswordModule } from './modules/user/password-module.js';
import { createUserService } from './modules/user/service.js';
import { createLocalVideoRoutes } from './modules/videos/local/local-routes.js';
import { createVideoRepository } from './modules/videos/repository.js';
import { createVideoRoutes } from './modules/videos/routes.js';
import { createVideoService } from './modules/videos/video-service.js';
import { videoStoreFromConfig } from './modules/videos/video-store-from-config.js';
import { ROUTE_TABLE } from './route-table.js';

export type AppDeps = {
  config: AppConfig;
  db: Database;
  /** The database's change notifications: problem writes in other processes reach this one's cache. */
  listen?: ListenToChanges;
  logger: Logger;
  /** The judge's queue/sandbox status for /api/health; defaults to "in-process" and "none". */
  runtimeStatus?: RuntimeStatusProvider;
  /** Aborted when the server starts to stop (stopWebServer): long-lived answers such as live streams end. */
  shutdown?: AbortSignal;
  /** Shared rate-limit counters; without it they live in this process. */
  redis?: Redis;
  /** Redis key prefix of the rate-limit counters (tests give each app its own). */
  rateLimitPrefix?: string;
  /** The judge (server.ts builds it from REDIS_URL); without it, an in-process judge created on first use. */
  judging?: Judging;
  /** The time password-reset links are issued and checked at; tests move it forward. */
  clock?: () => Date;
  /** The Prometheus registry /api/metrics serves; without it the app makes its own. */
  metrics?: ApiMetrics;
  /** The landing content, read and checked at start; without it the app reads LANDING_FILE on first use. */
  landing?: LandingContent;
};

/** The Express app from its parts, with no I/O of its own: tests build it in-process against their database. */
export function createApp(deps: AppDeps): Express {
  const { config, db, logger } = deps;
  const users = createUserRepository(db);
  const signer = createTokenSigner(config.jwt);
  const sessions = createSessionService({
    signer,
    refreshTokens: createRefreshTokenRepository(db),
    users,
    listen: deps.listen,
    endedSignIns: deps.redis ? createEndedSignIns(deps.redis) : undefined,
  });
  const csrf = createCsrf({
    accessSecret: config.jwt.accessSecret,
    secure: config.isProduction,
    signInOf: peekFamilyId,
  });
  const accessCookie = sessionCookieNames(config.isProduction).accessToken;
  const requireAuth = createRequireAuth(sessions.userOfAccessToken, accessCookie);
  const optionalAuth = createOptionalAuth(sessions.userOfAccessToken, accessCookie);
  const limiterStore = { redis: deps.redis, prefix: deps.rateLimitPrefix ?? 'codecourt:rate-limit:' };
  const limiter = (name: string) => createRateLimiter(name, { ...config.authRateLimit, ...limiterStore });
  /** Counted per signed-in user (mounted after requireAuth): the cost is the same from any address. */
  const userLimiter = (name: string, limit: { windowMs: number; max: number }) =>
    createRateLimiter(name, { ...limit, ...limiterStore, keyOf: (req) => signedInUser(req).id });
  const problemJudgingLimiter = userLimiter('problem-judging', config.problemJudgingRateLimit);

  const app = express();
  if (config.requireAdminTwoFactor) requireAdminTwoFactor(app);
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  const metrics = deps.metrics ?? createApiMetrics();
  // Who may see a problem is the problems module's own rule (docs/decisions/d16): modules get it, and
  // each read names its viewer; only the admin routes get the repository itself.
  const problemVisibility = createProblemVisibility({ db, listen: deps.listen, now: deps.clock });
  const problems = problemVisibility.admin();
  const visitorProblems = problemVisibility.forViewer(VISITOR);
  const publicProblems = createPublicProblemDocuments(visitorProblems, deps.listen);
  problemVisibility.onExpiry(publicProblems.invalidate);
  const track = createRequestTracker(logger, createHttpMetrics(metrics, createRouteTemplates(ROUTE_TABLE)));
  // A cached list or problem is answered before Express, with the headers its middleware would set.
  routeThroughLane(
    app,
    createPublicReadLane({
      lookup: publicProblemLookup(publicProblems),
      headers: [...dataHeaderBlock(config), ...NO_CORS_HEADERS],
      track,
    }),
  );
  // Every request's own work, then the public problem reads (the most requested answers), all in the
  // first router layer: a read the lane left to Express walks no other layer.
  app.use(
    oneLayer(
      createRequestLogger(logger, track),
      createSecurityHeaders(config),
      createCors(config),
      createPublicProblemRoutes(publicProblems, createProblemStats(visitorProblems)),
    ),
  );
  // Before the personal-token sign-in: the scraper's bearer token is METRICS_TOKEN, not a user's.
  app.use(
    '/api',
    createMetricsRoutes({
      registry: metrics.registry,
      token: config.metricsToken,
      isProduction: config.isProduction,
      separatePort: config.metricsPort !== undefined,
    }),
  );
  const judging =
    deps.judging ?? createInProcessJudging({ config, db, logger, metricsRegistry: metrics.registry });
  metrics.watchQueue(() => judging.gateway.depth());
  // Before cookies and CSRF: the Judge0 mount signs in by a token header only, never by a cookie.
  app.use(
    '/judge0',
    createJudge0Routes({
      service: createJudge0Service({
        repository: createJudge0Repository(db),
        gateway: judging.gateway,
        waiters: judging.judge0Waiters,
        queueLimit: config.judge0.queueLimit,
        storage: { quotaBytes: config.judge0.storageQuotaBytes, retentionMs: config.judge0.retentionMs },
        waitMs: config.judge0.waitMs,
      }),
      auth: createJudge0TokenAuth({
        db,
        users,
        header: config.judge0.authHeader,
        limiter: createRateLimiter('judge0', {
          ...config.judge0.rateLimit,
          ...limiterStore,
          // Per user: ten tokens of one account share one limit.
          keyOf: (req) => signedInUser(req).id,
        }),
      }),
    }),
  );
  app.use('/judge0', notFoundHandler);
  const videoStores = videoStoreFromConfig(config);
  if (videoStores.local)
    app.use(
      '/api',
      createLocalVideoRoutes(
        videoStores.local,
        createRateLimiter('video-upload', { ...config.videoUploadRateLimit, ...limiterStore }),
      ),
    );
  app.use(cookieParser());
  const personalTokenLimiter = createRateLimiter('personal-token', {
    ...config.personalTokenRateLimit,
    ...limiterStore,
    // Per user: ten tokens of one account share one limit.
    keyOf: (req) => signedInUser(req).id,
  });
  app.use('/api', createTokenAuth({ db, users, secretOf: bearerSecretOf, limiter: personalTokenLimiter }));
  app.use(csrf.middleware);
  const jsonBody: RequestHandler = express.json({ limit: JSON_BODY_LIMIT_BYTES });
  // A problem's update reads its larger body itself, once the caller is known to be an admin.
  app.use((req, res, next) => {
    if (parsesOwnBody(req)) next();
    else jsonBody(req, res, next);
  });
  app.use('/api', (_req, res, next) => {
    // Answers carry sessions and user data: never stored by browsers or shared caches.
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  const videos = createVideoService({
    problems,
    videos: createVideoRepository(db),
    store: videoStores.store,
    logger,
    onWritten: publicProblems.invalidate,
  });

  const health = createHealthService({
    db,
    runtime: deps.runtimeStatus ?? deps.judging?.runtimeStatus ?? defaultRuntimeStatus,
    version: apiVersion,
  });
  app.use('/api', createHealthRoutes(health));
  app.use('/api', createJudgeRoutes(judging.gateway));
  const twoFactorRepository = createTwoFactorRepository(db);
  const clock = deps.clock ?? (() => new Date());
  const twoFactor = createTwoFactorService({
    repository: twoFactorRepository,
    users,
    box: createSecretBox(config.jwt.accessSecret),
    now: clock,
  });
  app.use(
    '/api',
    createTwoFactorRoutes({
      twoFactor,
      sessions,
      csrf,
      requireAuth,
      limiter: limiter('two-factor'),
      // A code is as guessable as a contest's access code: the same budget, per account.
      accountLimiter: createSecondFactorAccountLimiter(
        config.accessCodeRateLimit,
        limiterStore,
        (challenge) => twoFactorRepository.userOfChallenge(challenge, clock()),
      ),
      secureCookies: config.isProduction,
    }),
  );
  const ssoProviders = createSsoProviders(config.oidcProviders);
  const publicUrl = publicUrlOf(config).replace(/\/+$/, '');
  app.use(
    '/api',
    createSsoRoutes({
      sso: createSsoService({
        providers: ssoProviders,
        repository: createSsoRepository(db),
        logger,
        redirectUriOf: (provider) => `${publicUrl}/api/user/sso/${provider}/callback`,
        now: clock,
      }),
      providers: ssoProviders,
      sessions,
      twoFactor,
      csrf,
      limiter: limiter('sso'),
      publicUrl,
      secureCookies: config.isProduction,
    }),
  );
  app.use(
    '/api',
    createUserRoutes({
      users: createUserService(users),
      sessions,
      twoFactor,
      csrf,
      requireAuth,
      optionalAuth,
      loginLimiter: limiter('login'),
      registerLimiter: limiter('register'),
      refreshLimiter: createRateLimiter('refresh', { ...config.refreshRateLimit, ...limiterStore }),
      secureCookies: config.isProduction,
      logger,
    }),
  );
  app.use(
    '/api',
    createPasswordModule({
      config,
      db,
      users,
      sessions,
      requireAuth,
      limiterStore,
      logger,
      clock: deps.clock,
    }),
  );
  app.use(
    '/api',
    createProblemRoutes({
      problems: problemVisibility,
      requireAuth,
      admin: Router().use(
        createProblemAdminRoutes({
          problems,
          gateway: judging.gateway,
          requireAuth,
          judgingLimiter: problemJudgingLimiter,
          onWritten: publicProblems.invalidate,
          beforeDelete: (problemId) => videos.forgetProblem(problemId),
          logger,
        }),
        createProblemPackageRoutes({
          problems,
          gateway: judging.gateway,
          requireAuth,
          judgingLimiter: problemJudgingLimiter,
          onWritten: publicProblems.invalidate,
        }),
      ),
    }),
  );
  const submissionRows = createSubmissionRepository(db);
  const submissionDeps = {
    submissions: submissionRows,
    gateway: judging.gateway,
    waiters: judging.waiters,
    submitWaitMs: config.submitWaitMs,
    logger,
    redis: deps.redis,
  };
  const submissionLimiter = userLimiter('submission', config.submissionRateLimit);
  app.use(
    '/api',
    createProblemTestRoutes({
      problems,
      gateway: judging.gateway,
      requireAuth,
      judgingLimiter: problemJudgingLimiter,
      onWritten: publicProblems.invalidate,
    }),
  );
  app.use('/api', createVideoRoutes({ videos, requireAuth }));
  app.use(
    '/api',
    createSubmissionRoutes({
      service: createSubmissionService({
        ...submissionDeps,
        problemsOf: (userId) => problemVisibility.forViewer(userViewer(userId)),
      }),
      liveEvents: createLiveEvents({
        submissions: submissionRows,
        progress: judging.gateway.progress,
        waiters: judging.waiters,
        logger,
        heartbeatMs: config.liveHeartbeatMs,
        shutdown: deps.shutdown,
      }),
      requireAuth,
      // Per signed-in user (mounted after requireAuth): judging costs CPU whatever the IP.
      rateLimiter: submissionLimiter,
      liveEventsLimiter: userLimiter('live-events', config.liveEventsRateLimit),
      offeredLanguage: requireOfferedLanguage(judging.gateway),
    }),
  );
  const statsService = createStatsService({
    stats: createStatsRepository(db),
    history: createProfileHistory(db),
  });
  app.use(
    '/api',
    createStatsRoutes({
      stats: statsService,
      documents: createStatsDocuments(statsService, deps.listen),
      requireAuth,
      problemsOf: (userId) => problemVisibility.forViewer(userViewer(userId)),
    }),
  );
  app.use('/api', createPublicProfileModule({ db, optionalAuth, visitorProblems }));
  const communityWriteLimiter = userLimiter('community', config.communityRateLimit);
  app.use(
    '/api',
    createBookmarkRoutes({
      bookmarks: createBookmarkRepository(db),
      problems: problemVisibility,
      requireAuth,
      writeLimiter: communityWriteLimiter,
    }),
  );
  const notifications = createNotificationModule({
    db,
    listen: deps.listen,
    logger,
    requireAuth,
    eventsLimiter: userLimiter('notification-events', config.liveEventsRateLimit),
    heartbeatMs: config.liveHeartbeatMs,
    shutdown: deps.shutdown,
  });
  app.use('/api', notifications.router);
  app.use(
    '/api',
    createDiscussionRoutes({
      index: createDiscussionIndex(db, problemVisibility.secretIds),
      discussions: createDiscussionService({
        discussions: createDiscussionRepository(db),
        problems: visitorProblems,
        notify: notifications.discussions,
      }),
      requireAuth,
      writeLimiter: communityWriteLimiter,
    }),
  );
  app.use(
    '/api',
    createAiRoutes({
      tutor: config.openai ? createTutorClient(config.openai) : undefined,
      idleTimeoutMs: config.openai?.timeoutMs ?? 0,
      requireAuth,
      rateLimiter: userLimiter('ai', config.aiRateLimit),
      logger,
      contestGuard: createContestAiGuard(db),
      recordSolutionTaken: createSolutionTakenRecorder(db, problemVisibility),
    }),
  );
  app.use(
    '/api',
    createTokenRoutes({
      tokens: createPersonalTokenRepository(db),
      requireAuth,
      writeLimiter: communityWriteLimiter,
    }),
  );
  const contestModule = createContestModule({
    db,
    listen: deps.listen,
    logger,
    problems: problemVisibility,
    submissionDeps,
    requireAuth,
    optionalAuth,
    submissionLimiter,
    // A question reaches every admin's screen: counted with the community writes.
    clarificationLimiter: userLimiter('clarification', config.communityRateLimit),
    // Per address: a scoreboard can be followed signed out.
    eventsLimiter: createRateLimiter('contest-events', { ...config.liveEventsRateLimit, ...limiterStore }),
    accessCodeLimiter: createAccessCodeLimiter(config.accessCodeRateLimit, limiterStore),
    heartbeatMs: config.liveHeartbeatMs,
    shutdown: deps.shutdown,
    now: deps.clock,
    onClarificationAnswered: notifications.clarificationAnswered,
  });
  app.use('/api', contestModule.router);
  app.use(
    '/api',
    createCcsModule({
      db,
      listen: deps.listen,
      users,
      requireAuth,
      tokenLimiter: personalTokenLimiter,
      shutdown: deps.shutdown,
      now: deps.clock,
    }),
  );
  app.use('/api', createRatingModule({ db, requireAuth, now: deps.clock }));
  const virtualRuns = createVirtualRunModule({
    db,
    problems: problemVisibility,
    submissionDeps,
    requireAuth,
    submissionLimiter,
    // A run is one row: counted with the community writes.
    startLimiter: userLimiter('virtual-run', config.communityRateLimit),
    now: deps.clock,
  });
  app.use('/api', virtualRuns.contests);
  app.use('/api', virtualRuns.mine);
  app.use(
    '/api',
    createIntegrityModule({
      db,
      logger,
      requireAuth,
      // A report is CPU work: counted like a problem's verification runs.
      reportLimiter: userLimiter('integrity-report', config.problemJudgingRateLimit),
      caughtUp: (change) => contestModule.boards.catchUp(change),
      now: deps.clock,
    }),
  );
  app.use(
    '/api',
    createRejudgeModule({
      db,
      problems,
      gateway: judging.gateway,
      logger,
      requireAuth,
      rejudgeLimiter: problemJudgingLimiter,
      caughtUp: (change) => contestModule.boards.catchUp(change),
      now: deps.clock,
    }),
  );
  const interviews = createInterviewModule({
    db,
    users,
    problems: problemVisibility,
    requireAuth,
    // A room is a row or two: counted with the community writes.
    writeLimiter: userLimiter('interview', config.communityRateLimit),
    // Wrong join codes counted per user and room, as contests count wrong access codes.
    joinLimiter: createAccessCodeLimiter(config.accessCodeRateLimit, limiterStore),
    submissionDeps,
    // A room's runs are judged like Run and counted with the user's other runs.
    runLimiter: submissionLimiter,
    notesLimiter: userLimiter('interview-notes', AUTOSAVE_RATE_LIMIT),
    signIn: {
      userOfPersonalToken: async (secret) => {
        const identity = await authenticateAccessToken(db, secret);
        return identity ? users.findById(identity.userId) : undefined;
      },
      userOfAccessToken: sessions.userOfAccessToken,
      accessCookie,
      allowedOrigins: config.corsOrigins,
    },
    logger,
    redis: deps.redis,
    now: deps.clock,
  });
  // Before the rooms' routes: their `/{id}` would read `queue` as a room id.
  app.use(
    '/api',
    createInterviewQueueModule({
      db,
      problems: problemVisibility,
      requireAuth,
      queueLimiter: userLimiter('interview-queue', config.communityRateLimit),
      now: deps.clock,
      onMatched: notifications.peerMatched,
    }),
  );
  app.use('/api', interviews.router);
  serveUpgrade(app, interviews.upgrade);
  app.use(
    '/api',
    createTeamModule({
      db,
      requireAuth,
      // A team is two rows: counted with the community writes.
      writeLimiter: userLimiter('team', config.communityRateLimit),
      // Refused joins counted per user and team, as contests count wrong access codes.
      joinLimiter: createAccessCodeLimiter(config.accessCodeRateLimit, limiterStore),
    }),
  );
  app.use(
    '/api',
    createContestAccountModule({
      db,
      requireAuth,
      importLimiter: userLimiter('contest-accounts', config.contestAccountsRateLimit),
    }),
  );
  mountPracticeRoutes(app, {
    db,
    problems: problemVisibility,
    requireAuth,
    optionalAuth,
    autosaveLimiter: userLimiter('autosave', AUTOSAVE_RATE_LIMIT),
    clock: deps.clock ?? (() => new Date()),
  });
  app.use(
    '/api',
    createExportRoutes({
      exports: createExportRepository(db),
      problems: problemVisibility,
      requireAuth,
      limiter: userLimiter('export', config.exportRateLimit),
      publicUrl: publicUrlOf(config),
    }),
  );
  mountGitSync(app, {
    db,
    logger,
    requireAuth,
    // A sync reads all of the user's accepted work, like an export.
    writeLimiter: userLimiter('git-sync', config.exportRateLimit),
    secret: config.jwt.refreshSecret,
    allowLoopback: !config.isProduction,
    publicUrl: publicUrlOf(config),
    clock: deps.clock ?? (() => new Date()),
    shutdown: deps.shutdown,
  });
  mountReviewRoutes(app, {
    db,
    problems: problemVisibility,
    requireAuth,
    gradeLimiter: userLimiter('review', AUTOSAVE_RATE_LIMIT),
    clock: deps.clock ?? (() => new Date()),
  });
  app.use(
    '/api',
    createPlanRoutes({
      plans: createPlanService(createPlanRepository(db), problemVisibility),
      requireAuth,
      optionalAuth,
      writeLimiter: userLimiter('plans', config.communityRateLimit),
    }),
  );
  const landing = createLandingService({ content: landingContentOf(deps), problems: visitorProblems, db });
  problemVisibility.onExpiry(landing.forget);
  app.use('/api', createLandingRoutes(landing));
  app.use('/api', createDocsRoutes(apiVersion, ROUTE_TABLE));
  app.use('/api', notFoundHandler);

  mountWebApp(app, config.webDistDir);
  app.use(notFoundHandler);
  app.use(createErrorHandler(logger));
  return app;
}

/** The content given at start, or the file read once on first use (tests, and apps built without a server). */
function landingContentOf(deps: AppDeps): () => Promise<LandingContent> {
  const given = deps.landing;
  if (given) return () => Promise.resolve(given);
  let read: Promise<LandingContent> | undefined;
  return () => (read ??= readLandingFile(deps.config.landingFile, deps.config.landingFileRequired));
}
