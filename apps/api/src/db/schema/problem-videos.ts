import { pgEnum, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { problems } from './problems.js';

/** Where a video's file lives: Cloudinary (CLOUDINARY_URL set) or the API's own store in DATA_DIR. */
export const videoStorageEnum = pgEnum('video_storage', ['cloudinary', 'local']);

/** A problem's solution video: at most one per problem (saving again replaces it). */
export const problemVideos = pgTable('problem_videos', {
  problemId: uuid('problem_id')
    .primaryKey()
    .references(() => problems.id, { onDelete: 'cascade' }),
  storage: videoStorageEnum('storage').notNull(),
  /** The store's id of the file (Cloudinary's public_id). */
  publicId: text('public_id').notNull(),
  secureUrl: text('secure_url').notNull(),
  /** Seconds. */
  duration: real('duration').notNull(),
  thumbnailUrl: text('thumbnail_url'),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ProblemVideoRow = typeof problemVideos.$inferSelect;
