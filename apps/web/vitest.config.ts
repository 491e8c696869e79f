import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { workspaceAliases } from '../../vitest.shared.js';

export default defineProject({
  resolve: { alias: { ...workspaceAliases, '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: { name: 'web', include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
});
