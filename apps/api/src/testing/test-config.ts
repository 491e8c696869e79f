import path from 'node:path';
import { loadConfig } from '../config.js';
import type { AppConfig } from '../config.js';

export const TEST_SECRETS = {
  accessSecret: 'test-access-secret-0123456789abcdef0123456789',
  refreshSecret: 'test-refresh-secret-0123456789abcdef012345678',
};

/**
 * The config a test app runs with: parsed from a test environment like at start, with a generous
 * auth, refresh and problem-judging rate limits (one test file signs in, or publishes problems, many times)
 * and no web build to serve.
 */
export function createTestConfig(
  overrides: Partial<AppConfig> = {},
  env: Record<string, string> = {},
): AppConfig {
  const base = loadConfig({
    NODE_ENV: 'test',
    JWT_ACCESS_SECRET: TEST_SECRETS.accessSecret,
    JWT_REFRESH_SECRET: TEST_SECRETS.refreshSecret,
    ...env,
  });
  return {
    ...base,
    authRateLimit: { windowMs: 60_000, max: 10_000 },
    refreshRateLimit: { windowMs: 60_000, max: 10_000 },
    // Admin suites create and verify dozens of problems a minute; the limit itself has its own test.
    problemJudgingRateLimit: { windowMs: 60_000, max: 10_000 },
    // Tests import the problems they need; the library in problems/ is seeded by the server tests that ask for it.
    seedProblems: false,
    webDistDir: path.join(base.repoRoot, 'apps', 'api', 'no-web-build-in-tests'),
    ...overrides,
  };
}
