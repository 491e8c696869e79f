import type { SaveVideoRequest, UploadSignature, VideoSolution } from '@codecourt/contracts';
import { appError } from '../../lib/app-error.js';
import { toLoggableError } from '../../lib/loggable-error.js';
import type { Logger } from '../../lib/logger.js';
import type { ProblemRepository } from '../problems/repository.js';
import type { ProblemVideoRow } from '../../db/schema/index.js';
import type { VideoRepository } from './repository.js';
import { isPublicIdOf } from './video-store.js';
import type { VideoStore } from './video-store.js';

export type VideoServiceDeps = {
  problems: ProblemRepository;
  videos: VideoRepository;
  store: VideoStore;
  logger: Logger;
  /** Called after a committed write (the public problem documents show the video). */
  onWritten: () => void;
};

export function toVideoSolution(row: ProblemVideoRow): VideoSolution {
  return {
    problemId: row.problemId,
    cloudinaryPublicId: row.publicId,
    secureUrl: row.secureUrl,
    duration: row.duration,
    uploadedAt: row.uploadedAt.toISOString(),
    thumbnail: row.thumbnailUrl,
  };
}

/** Solution videos: tickets for the browser's direct upload, then save (checked with the store) and delete. */
export function createVideoService(deps: VideoServiceDeps) {
  const { problems, videos, store, logger } = deps;
  const problemIdOf = async (ref: string) => {
    const problem = await problems.findRow(ref);
    if (!problem) throw appError('problemNotFound', 404);
    return problem.id;
  };
  /** A file the database no longer points at; failing to delete it only leaves an orphan behind. */
  const discard = async (publicId: string) => {
    try {
      await store.remove(publicId);
    } catch (error) {
      logger.warn({ err: toLoggableError(error), publicId }, 'could not delete a video file from its store');
    }
  };

  return {
    async ticket(problemRef: string): Promise<UploadSignature> {
      return store.ticket(await problemIdOf(problemRef));
    },

    async save(request: SaveVideoRequest): Promise<VideoSolution> {
      const problemId = await problemIdOf(request.problemId);
      if (!isPublicIdOf(request.cloudinaryPublicId, problemId)) throw appError('videoNotOfProblem', 400);
      const found = await store.find(request.cloudinaryPublicId);
      if (!found) throw appError('videoStorageNotFound', 400);
      const { saved, replaced } = await videos.save({
        problemId,
        storage: store.kind,
        publicId: request.cloudinaryPublicId,
        secureUrl: found.secureUrl,
        duration: found.duration ?? request.duration,
        thumbnailUrl: found.thumbnailUrl,
      });
      deps.onWritten();
      if (replaced && replaced.publicId !== saved.publicId) await discard(replaced.publicId);
      return toVideoSolution(saved);
    },

    async remove(problemRef: string): Promise<void> {
      const removed = await videos.remove(await problemIdOf(problemRef));
      if (!removed) throw appError('videoNotFound', 404);
      deps.onWritten();
      await discard(removed.publicId);
    },

    /** Before a problem is deleted: its video's file goes too (the row goes with the problem). */
    async forgetProblem(problemId: string): Promise<void> {
      const video = await videos.find(problemId);
      if (video) await discard(video.publicId);
    },
  };
}

export type VideoService = ReturnType<typeof createVideoService>;
