import { useState, type SubmitEvent } from 'react';
import { Upload } from 'lucide-react';
import { MESSAGES } from '@codecourt/contracts';
import { useUploadVideo } from '@/features/admin/api/video-solution';
import { fileSize, videoFileProblem } from '@/features/admin/lib/video-file';

type Upload =
  | { state: 'idle' }
  | { state: 'uploading'; percent: number }
  | { state: 'done' }
  | { state: 'error'; message: string };

/** Choose a file, check it, and send it with a progress bar; saving replaces the problem's video. */
export function VideoUploadForm({ problemId }: { problemId: string }) {
  const [file, setFile] = useState<File | undefined>();
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  // A new key empties the file input once its file is saved.
  const [inputKey, setInputKey] = useState(0);
  const send = useUploadVideo();

  function submit(event: SubmitEvent) {
    event.preventDefault();
    const problem = videoFileProblem(file);
    if (problem !== undefined || file === undefined) {
      setUpload({ state: 'error', message: problem ?? MESSAGES.videoRequired });
      return;
    }
    setUpload({ state: 'uploading', percent: 0 });
    send.mutate(
      {
        problemId,
        file,
        onProgress: (percent) => {
          setUpload({ state: 'uploading', percent });
        },
      },
      {
        onSuccess: () => {
          setUpload({ state: 'done' });
          setFile(undefined);
          setInputKey((key) => key + 1);
        },
        onError: (error) => {
          setUpload({ state: 'error', message: error.message || MESSAGES.uploadFailed });
        },
      },
    );
  }

  const uploading = upload.state === 'uploading';
  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={submit}>
      <label className="flex flex-col gap-1.5">
        <span className="text-sm font-medium">Video file (at most 100 MB)</span>
        <input
          key={inputKey}
          type="file"
          accept="video/*"
          className="file-input w-full"
          disabled={uploading}
          data-testid="video-file"
          onChange={(event) => {
            setFile(event.target.files?.[0]);
            setUpload({ state: 'idle' });
          }}
        />
        {file && (
          <span className="text-xs text-base-content/70">
            {file.name} · {fileSize(file.size)}
          </span>
        )}
      </label>
      {uploading && (
        <div className="flex items-center gap-3" data-testid="upload-progress">
          <progress
            className="progress progress-primary w-full"
            value={upload.percent}
            max={100}
            aria-label="Upload progress"
          />
          <span className="w-12 text-right font-mono text-sm">{upload.percent}%</span>
        </div>
      )}
      {upload.state === 'error' && (
        <p className="text-sm text-error" role="alert" data-testid="upload-error">
          {upload.message}
        </p>
      )}
      {upload.state === 'done' && (
        <p className="text-sm text-success" role="status" data-testid="upload-done">
          The video is saved and plays in the problem’s Editorial tab.
        </p>
      )}
      <div>
        <button type="submit" className="btn btn-primary" disabled={uploading} data-testid="upload-video">
          <Upload className="size-4" aria-hidden="true" />
          {uploading ? 'Uploading…' : 'Upload video'}
        </button>
      </div>
    </form>
  );
}
