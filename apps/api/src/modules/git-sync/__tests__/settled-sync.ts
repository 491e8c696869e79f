import { vi } from 'vitest';
import { gitSyncResponseSchema } from '@codecourt/contracts';
import type { GitSyncSetting } from '@codecourt/contracts';
import type { TestBrowser } from '../../../testing/test-browser.js';

/** The setting once the background sync has finished. */
export async function settled(browser: TestBrowser): Promise<GitSyncSetting> {
  return vi.waitFor(
    async () => {
      const setting = gitSyncResponseSchema.parse((await browser.get('/api/git-sync')).body);
      if (!setting || setting.pending || !setting.lastSync) throw new Error('still syncing');
      return setting;
    },
    { timeout: 60_000, interval: 100 },
  );
}
