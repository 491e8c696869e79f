import { describe, expect, it } from 'vitest';
import { MESSAGES, VIDEO_MAX_BYTES } from '@codecourt/contracts';
import { videoFileProblem } from '@/features/admin/lib/video-file';

describe('video file checks', () => {
  it('when no file is chosen, then "Please select a video file"', () => {
    expect(videoFileProblem(undefined)).toBe(MESSAGES.videoRequired);
  });

  it('when the file is not a video, then "Please select a valid video file"', () => {
    expect(videoFileProblem({ type: 'image/png', size: 10 })).toBe(MESSAGES.videoInvalidType);
    expect(videoFileProblem({ type: '', size: 10 })).toBe(MESSAGES.videoInvalidType);
  });

  it('when the video is over 100 MB, then "File size must be less than 100MB"; at 100 MB it passes', () => {
    expect(videoFileProblem({ type: 'video/mp4', size: VIDEO_MAX_BYTES + 1 })).toBe(MESSAGES.videoTooLarge);
    expect(videoFileProblem({ type: 'video/webm', size: VIDEO_MAX_BYTES })).toBeUndefined();
  });
});
