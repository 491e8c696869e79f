import { useState } from 'react';
import { Upload } from 'lucide-react';
import { errorMessage } from '@/lib/api-error';
import { useUploadProblemTests, type TestFiles } from '@/features/admin/api/upload-problem-tests';

type Picked = { input?: File; answer?: File; zip?: File };

/** The files picked, as the upload takes them: a zip alone, or an input with its answer. */
function testFiles({ input, answer, zip }: Picked): TestFiles | undefined {
  if (zip) return { zip };
  return input && answer ? { input, answer } : undefined;
}

const FILE_FIELDS = [
  { key: 'input', label: 'Input file', accept: '.in,.txt' },
  { key: 'answer', label: 'Answer file', accept: '.ans,.out,.txt' },
  { key: 'zip', label: 'Or a zip of data/', accept: '.zip,application/zip' },
] as const;

/**
 * Large hidden tests go up as files, judged against every reference on the server's copy and saved
 * only when all pass; the form's JSON never carries them.
 */
export function TestUpload({ problemId }: { problemId: string }) {
  const [picked, setPicked] = useState<Picked>({});
  const upload = useUploadProblemTests(problemId);
  const files = testFiles(picked);
  return (
    // Inside the problem form, so a group of its own rather than a nested form.
    <div
      role="group"
      className="flex flex-col gap-3 rounded-box border border-dashed border-base-300 p-4"
      data-testid="test-upload"
      aria-labelledby="test-upload-title"
    >
      <div>
        <h3 id="test-upload-title" className="font-medium">
          Upload hidden tests as files
        </h3>
        <p className="text-xs text-base-content/70">
          For large tests: one input with its answer, or a zip of <code>.in</code>/<code>.ans</code> pairs. A
          file named like a stored test replaces it. Every reference solution is judged before they are saved.
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        {FILE_FIELDS.map((field) => (
          <label key={field.key} className="flex flex-col gap-1 text-sm">
            {field.label}
            <input
              type="file"
              name={field.key}
              accept={field.accept}
              className="file-input file-input-sm w-full"
              onChange={(event) => {
                setPicked((current) => ({ ...current, [field.key]: event.target.files?.[0] }));
                upload.reset();
              }}
            />
          </label>
        ))}
      </div>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {upload.isError && (
          <span className="mr-auto text-sm text-error" role="alert" data-testid="test-upload-error">
            {errorMessage(upload.error)}
          </span>
        )}
        {upload.isSuccess && (
          <span className="mr-auto text-sm text-success" role="status" data-testid="test-upload-done">
            Verified and saved: {upload.data.added} added, {upload.data.replaced} replaced. The problem now
            has {upload.data.hiddenTests} hidden tests.
          </span>
        )}
        <button
          type="button"
          className="btn btn-sm"
          disabled={!files || upload.isPending}
          onClick={() => {
            if (files) upload.mutate(files);
          }}
        >
          {upload.isPending ? (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          ) : (
            <Upload className="size-4" aria-hidden="true" />
          )}
          {upload.isPending ? 'Verifying…' : 'Upload and verify'}
        </button>
      </div>
    </div>
  );
}
