// The landing page's editable content (content/landing.yaml, LANDING_FILE) and what GET /api/landing answers.
import { z } from 'zod';

/**
 * Where the landing figures come from: `marketing` keeps the product's placeholder rule (solved is a fixed
 * share of the library), `live` shows this instance's own counts, `off` hides the figures.
 */
export const LANDING_FIGURES_MODES = ['marketing', 'live', 'off'] as const;
export type LandingFiguresMode = (typeof LANDING_FIGURES_MODES)[number];

/** Share of the library shown as "solved" in `marketing` mode: a placeholder, not a measurement. */
export const LANDING_SOLVED_RATIO = 0.3;
export const LANDING_STORIES_MAX = 24;
export const LANDING_COMPANIES_MAX = 16;

export const landingStorySchema = z.strictObject({
  name: z.string().trim().min(1).max(60),
  role: z.string().trim().max(80).default(''),
  quote: z.string().trim().min(1).max(400),
});
export type LandingStory = z.infer<typeof landingStorySchema>;

/** The content file: every key optional; an empty list hides its section. */
export const landingContentSchema = z.strictObject({
  figures: z.enum(LANDING_FIGURES_MODES).default('marketing'),
  companies: z.array(z.string().trim().min(1).max(30)).max(LANDING_COMPANIES_MAX).default([]),
  stories: z.array(landingStorySchema).max(LANDING_STORIES_MAX).default([]),
});
export type LandingContent = z.infer<typeof landingContentSchema>;

const count = z.number().int().nonnegative();

export const landingFiguresSchema = z.discriminatedUnion('mode', [
  z.strictObject({ mode: z.literal('marketing'), problems: count, solved: count }),
  /** `solved`: distinct problems solved per user, summed over users; `users`: accounts. */
  z.strictObject({ mode: z.literal('live'), problems: count, solved: count, users: count }),
  z.strictObject({ mode: z.literal('off') }),
]);
export type LandingFigures = z.infer<typeof landingFiguresSchema>;

export const landingResponseSchema = z.strictObject({
  figures: landingFiguresSchema,
  companies: z.array(z.string()),
  stories: z.array(landingStorySchema),
});
export type LandingResponse = z.infer<typeof landingResponseSchema>;
