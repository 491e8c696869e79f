// Issue #38, item 1: public profiles at /u/{handle}. The handle rule, the profile's shape and its words.
import { z } from 'zod';
import { idSchema, isoDateSchema } from './common.js';
import { DIFFICULTIES } from './enums.js';
import { ratingHistoryPointSchema } from './rating.js';
import { badgeSchema } from './stats.js';

export const HANDLE_MIN_LENGTH = 3;
export const HANDLE_MAX_LENGTH = 30;
/** How many accepted problems a public profile lists, newest first. */
export const PUBLIC_PROFILE_RECENT_ACCEPTED = 10;

export const PUBLIC_PROFILE_MESSAGES = {
  handleInvalid: `A handle is ${HANDLE_MIN_LENGTH} to ${HANDLE_MAX_LENGTH} characters: lower-case letters, digits, - and _`,
  handleTaken: 'This handle is taken: choose another one',
  profileNotFound: 'No such profile',
  profileNotFoundBody:
    'There is no public profile at this address: the handle is unknown or the profile is private.',
  profileLoadFailed: 'The profile could not be loaded. Try again in a moment.',
  settingsSaved: 'Public profile saved',
} as const;

const HANDLE_PATTERN = new RegExp(`^[a-z0-9_-]{${HANDLE_MIN_LENGTH},${HANDLE_MAX_LENGTH}}$`);

/** A handle as typed: trimmed and lower-cased (so handles are unique whatever the case), then checked. */
export const handleSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(HANDLE_PATTERN, PUBLIC_PROFILE_MESSAGES.handleInvalid);

/** PATCH /user/public-profile: the signed-in user's handle and whether their profile is public. */
export const publicProfileSettingsSchema = z.object({
  handle: handleSchema,
  profilePublic: z.boolean(),
});
export type PublicProfileSettings = z.input<typeof publicProfileSettingsSchema>;

/** `{handle}` of GET /users/{handle}/profile: any case finds the profile. */
export const publicProfileParamsSchema = z.object({ handle: z.string().trim().toLowerCase().max(100) });

/**
 * GET /users/{handle}/profile: what anyone may see of a user. Never an email and never code; problems
 * and contests pass the visibility rule a signed-out visitor's reads pass.
 */
export const publicProfileSchema = z.object({
  handle: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable().optional(),
  joinedAt: isoDateSchema,
  solved: z.object({
    easy: z.number().int(),
    medium: z.number().int(),
    hard: z.number().int(),
    total: z.number().int(),
  }),
  rating: z.object({
    /** null before the first rated contest. */
    current: z.number().int().nullable(),
    /** One point per rated contest, oldest first: the shape of GET /ratings/me. */
    history: z.array(ratingHistoryPointSchema),
  }),
  /** The rated contests the user took part in (their ratings are out), newest first. */
  contests: z.array(
    z.object({
      _id: idSchema,
      slug: z.string(),
      title: z.string(),
      rank: z.number().int(),
      at: isoDateSchema,
    }),
  ),
  badges: z.array(badgeSchema),
  recentAccepted: z.array(
    z.object({
      problemId: idSchema,
      slug: z.string(),
      title: z.string(),
      difficulty: z.enum(DIFFICULTIES),
      at: isoDateSchema,
    }),
  ),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;
