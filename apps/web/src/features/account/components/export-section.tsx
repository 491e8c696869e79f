import { useExportSolutions } from '@/features/account/api/export-solutions';

/** Settings' "Export": one button that downloads the same files Sync to Git pushes, as a zip. */
export function ExportSection() {
  const download = useExportSolutions();
  return (
    <section
      className="rounded-box border border-base-300 bg-base-100 p-6"
      aria-labelledby="export-title"
      data-testid="export-section"
    >
      <h2 id="export-title" className="font-semibold">
        Export
      </h2>
      <p className="mt-1 text-sm text-base-content/70">
        Download a zip of your latest accepted solution per problem and language, with your notes as Markdown.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={download.isPending}
          onClick={() => {
            download.mutate();
          }}
        >
          {download.isPending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          {download.isPending ? 'Preparing the zip…' : 'Download my solutions'}
        </button>
        {download.isError && (
          <span className="text-sm text-error" role="alert">
            {download.error.message}
          </span>
        )}
      </div>
    </section>
  );
}
