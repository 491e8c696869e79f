// One flat config for the whole monorepo: type-aware rules so `any` cannot leak.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Web import zones: app -> features -> shared, one way. A feature imports only its own files and
// shared code; shared code (components, hooks, lib, config, testing) imports no feature and no route.
const WEB = 'apps/web/src';
const webFeatures = readdirSync(new URL(`./${WEB}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const noParentImports = {
  regex: String.raw`^\.\./`,
  message: 'Import through the @/ alias so the import zones can see where it goes.',
};
const noRoutes = { regex: '^@/app(/|$)', message: 'Only the app composes routes; nothing imports from it.' };
const zone = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });
const webImportZones = [
  zone([`${WEB}/**/*.{ts,tsx}`], [noParentImports]),
  ...webFeatures.map((feature) =>
    zone(
      [`${WEB}/features/${feature}/**/*.{ts,tsx}`],
      [
        noParentImports,
        noRoutes,
        {
          regex: `^@/features/(?!${feature}/)`,
          message: `features/${feature} may not import another feature: compose them in app/, or move the shared part to components/ or lib/.`,
        },
      ],
    ),
  ),
  zone(
    ['components', 'hooks', 'lib', 'config', 'testing'].map((shared) => `${WEB}/${shared}/**/*.{ts,tsx}`),
    [
      noParentImports,
      noRoutes,
      {
        regex: '^@/features/',
        message: 'Shared code may not import a feature: features build on it, not the reverse.',
      },
    ],
  ),
];

// The judge engine is a plain library: queues, Redis and HTTP servers are @codecourt/judge-transport's.
const judgeEngineZone = {
  files: ['packages/judge/src/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: ['bullmq', 'ioredis', 'express', 'node:http', 'node:https', 'http', 'https', 'node:http2'].map(
          (name) => ({
            name,
            message:
              'packages/judge has no transport: put queue and HTTP code in @codecourt/judge-transport.',
          }),
        ),
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      'e2e/artifacts/**',
      'problems/**',
      'packages/problem-package/fixtures/**',
      '**/*.config.js',
      '**/*.config.ts',
      'vitest.shared.ts',
      'vitest.retried-reporter.ts',
      '**/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...webImportZones,
  judgeEngineZone,
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
);
