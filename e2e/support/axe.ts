import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * The axe rules whose findings depend on the colours drawn: all a second theme can change. The rest read
 * the document's structure, names and roles, which a theme leaves as they are.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/**
 * axe-core's serious and critical findings on the page as it is now, one line each (`rules` limits the check
 * to those rules). Legacy mode runs axe in the page itself: the default opens a blank page per analysis to
 * merge the frames' results, which cost about 1.2 s of each 3 s check. It does not look into frames, and the
 * app draws none.
 */
export async function seriousViolations(
  page: Page,
  { rules }: { rules?: readonly string[] } = {},
): Promise<string[]> {
  const builder = new AxeBuilder({ page }).setLegacyMode();
  if (rules) builder.withRules([...rules]);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
