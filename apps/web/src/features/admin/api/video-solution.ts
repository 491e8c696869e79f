import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  uploadSignatureSchema,
  videoSolutionSchema,
  type UploadSignature,
  type VideoSolution,
} from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { uploadVideoFile, type UploadedVideo } from '@/features/admin/api/upload-video-file';

/** GET /video/create/{problemId}: a signed, short-lived ticket for one upload. */
export async function createUploadTicket(problemId: string): Promise<UploadSignature> {
  return uploadSignatureSchema.parse(
    await api.get<unknown>(`/video/create/${encodeURIComponent(problemId)}`),
  );
}

/** POST /video/save: the uploaded file becomes the problem's one video (replacing an older one). */
export async function saveVideo(problemId: string, uploaded: UploadedVideo): Promise<VideoSolution> {
  const answer = await api.post<{ videoSolution?: unknown }>('/video/save', {
    problemId,
    cloudinaryPublicId: uploaded.publicId,
    secureUrl: uploaded.secureUrl,
    duration: uploaded.duration,
  });
  return videoSolutionSchema.parse(answer.videoSolution);
}

type UploadRequest = { problemId: string; file: File; onProgress: (percent: number) => void };

/** Ticket, upload, save: the three steps of one video upload. */
export function useUploadVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ problemId, file, onProgress }: UploadRequest) => {
      const ticket = await createUploadTicket(problemId);
      const uploaded = await uploadVideoFile(file, ticket, onProgress);
      return saveVideo(problemId, uploaded);
    },
    onSuccess: (_video, { problemId }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.problem(problemId) });
    },
  });
}

/** DELETE /video/delete/{problemId}. */
export function useDeleteVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (problemId: string) => api.delete<unknown>(`/video/delete/${encodeURIComponent(problemId)}`),
    onSuccess: (_answer, problemId) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.problem(problemId) });
    },
  });
}
