import { afterAll } from 'vitest';
import { removeTempDirs } from './tiny-package.js';

// Registered before the file's own hooks, so it runs after them (hooks run as a stack): the app and
// workers a file closes in its afterAll are gone before their folders are removed.
afterAll(async () => {
  await removeTempDirs();
});
