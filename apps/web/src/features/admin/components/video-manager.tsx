import { Trash2, VideoOff } from 'lucide-react';
import { MESSAGES } from '@codecourt/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-error';
import { useProblemForEdit } from '@/features/admin/api/get-problem-for-edit';
import { useDeleteVideo } from '@/features/admin/api/video-solution';
import { VideoUploadForm } from '@/features/admin/components/video-upload-form';

/** One problem's solution video: what plays now, removing it, and uploading a new one. */
export function VideoManager({ problemId }: { problemId: string }) {
  const problem = useProblemForEdit(problemId);
  const remove = useDeleteVideo();
  if (problem.isError && !problem.isFetching)
    return (
      <LoadError
        title={MESSAGES.problemNotFoundTitle}
        error={problem.error}
        onRetry={() => void problem.refetch()}
      />
    );
  if (!problem.isSuccess) return <Spinner label="Loading the problem" className="py-10" />;
  const { title, secureUrl, thumbnailUrl } = problem.data;
  return (
    <div className="grid gap-6 lg:grid-cols-2" data-testid="video-manager">
      <section className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-5">
        <h2 className="text-lg font-semibold">Current video · {title}</h2>
        {secureUrl === undefined ? (
          <EmptyState icon={VideoOff} title="No video yet">
            Upload one: it plays in the Editorial tab of the problem.
          </EmptyState>
        ) : (
          <>
            <video
              className="aspect-video w-full rounded-box bg-black"
              src={secureUrl}
              poster={thumbnailUrl}
              controls
              preload="metadata"
              data-testid="current-video"
            />
            {remove.isError && (
              <p className="text-sm text-error" role="alert">
                {remove.error instanceof ApiError ? remove.error.message : MESSAGES.somethingWentWrong}
              </p>
            )}
            <div>
              <button
                type="button"
                className="btn btn-ghost btn-sm text-error"
                disabled={remove.isPending}
                data-testid="delete-video"
                onClick={() => {
                  remove.mutate(problemId);
                }}
              >
                <Trash2 className="size-4" aria-hidden="true" /> Delete video
              </button>
            </div>
          </>
        )}
      </section>
      <section className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-5">
        <h2 className="text-lg font-semibold">{secureUrl === undefined ? 'Upload' : 'Replace'} video</h2>
        <VideoUploadForm problemId={problemId} />
      </section>
    </div>
  );
}
