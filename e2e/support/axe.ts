import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * axe-core's serious and critical findings on the page as it is now, one line each. Legacy mode runs axe in
 * the page itself: the default opens a blank page per analysis to merge the frames' results, which cost
 * about 1.2 s of each 3 s check. It does not look into frames, and the app draws none.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
