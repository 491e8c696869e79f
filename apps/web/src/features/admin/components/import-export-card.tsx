import { useState, type SubmitEvent } from 'react';
import { Download, PackageOpen } from 'lucide-react';
import { MESSAGES, PROBLEM_PACKAGE_MAX_BYTES } from '@codecourt/contracts';
import { ApiError } from '@/lib/api-error';
import { useAdminProblems } from '@/features/admin/api/get-admin-problems';
import { exportProblemHref, problemToReplace, useImportProblem } from '@/features/admin/api/import-problem';
import { fileSize } from '@/features/admin/lib/video-file';

function ImportForm() {
  const [file, setFile] = useState<File | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const importing = useImportProblem();
  function submit(event: SubmitEvent) {
    event.preventDefault();
    const problem =
      file === undefined
        ? 'Please select a problem package (.zip)'
        : file.size > PROBLEM_PACKAGE_MAX_BYTES
          ? MESSAGES.packageTooLarge
          : undefined;
    setProblem(problem);
    if (problem !== undefined || file === undefined) return;
    importing.mutate({ file });
  }
  const toReplace = problemToReplace(importing.error);
  const error =
    problem ??
    (importing.isError && toReplace === undefined
      ? importing.error instanceof ApiError
        ? importing.error.message
        : MESSAGES.somethingWentWrong
      : undefined);
  return (
    <form className="flex flex-col gap-3" noValidate onSubmit={submit}>
      <label className="flex flex-col gap-1.5">
        <span className="text-sm font-medium">
          Import a package (.zip, at most {fileSize(PROBLEM_PACKAGE_MAX_BYTES)})
        </span>
        <input
          type="file"
          accept=".zip,application/zip"
          className="file-input file-input-sm w-full"
          data-testid="import-file"
          onChange={(event) => {
            setFile(event.target.files?.[0]);
            importing.reset();
          }}
        />
      </label>
      {error !== undefined && (
        <p className="text-sm text-error" role="alert" data-testid="import-error">
          {error}
        </p>
      )}
      {toReplace !== undefined && file !== undefined && (
        <div
          className="flex flex-col gap-2 rounded-box border border-warning p-3"
          role="alert"
          data-testid="import-replace"
        >
          <p className="text-sm">
            “{toReplace.title}” ({toReplace.slug}) already exists. Replace it with this package? Its tests,
            statement and code are overwritten; submissions stay.
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              className="btn btn-warning btn-sm"
              onClick={() => {
                importing.mutate({ file, replace: true });
              }}
            >
              Replace
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => {
                importing.reset();
              }}
            >
              Cancel
            </button>
          </div>
        </div>
      )}
      {importing.isSuccess && (
        <p className="text-sm text-success" role="status" data-testid="import-done">
          “{importing.data.title}” {importing.data.action}.
          {importing.data.warnings.map((warning) => ` ${warning}`).join('')}
        </p>
      )}
      <div>
        <button type="submit" className="btn btn-primary btn-sm" disabled={importing.isPending}>
          {importing.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          Import
        </button>
      </div>
    </form>
  );
}

function ExportForm() {
  const problems = useAdminProblems();
  const [problemId, setProblemId] = useState('');
  return (
    <div className="flex flex-col gap-3">
      <label className="flex flex-col gap-1.5">
        <span className="text-sm font-medium">Export a problem</span>
        <select
          className="select select-sm w-full"
          value={problemId}
          disabled={!problems.isSuccess}
          data-testid="export-problem"
          onChange={(event) => {
            setProblemId(event.target.value);
          }}
        >
          <option value="">
            {problems.isError
              ? MESSAGES.fetchProblemsFailed
              : problems.isSuccess
                ? 'Choose a problem'
                : 'Loading…'}
          </option>
          {problems.data?.map((problem) => (
            <option key={problem._id} value={problem._id}>
              {problem.number}. {problem.title}
            </option>
          ))}
        </select>
      </label>
      <div>
        {problemId === '' ? (
          <button type="button" className="btn btn-sm" disabled>
            <Download className="size-4" aria-hidden="true" /> Download .zip
          </button>
        ) : (
          <a className="btn btn-sm" href={exportProblemHref(problemId)} download data-testid="export-link">
            <Download className="size-4" aria-hidden="true" /> Download .zip
          </a>
        )}
      </div>
    </div>
  );
}

/** Problem packages in and out: the same Kattis layout the command line imports. */
export function ImportExportCard() {
  return (
    <section
      className="flex flex-col gap-5 rounded-box border border-base-300 bg-base-100 p-6"
      data-testid="import-export"
    >
      <div className="flex gap-4">
        <span className="grid size-11 shrink-0 place-items-center rounded-field bg-primary/10 text-primary">
          <PackageOpen className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 className="font-semibold">Import / Export</h2>
          <p className="mt-1 text-sm text-base-content/70">
            Problem packages in the Kattis layout: statement, tests, templates and reference solutions.
          </p>
        </div>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <ImportForm />
        <ExportForm />
      </div>
    </section>
  );
}
