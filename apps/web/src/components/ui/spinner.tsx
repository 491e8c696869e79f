type SpinnerProps = { label?: string; className?: string };

export function Spinner({ label = 'Loading', className = '' }: SpinnerProps) {
  return (
    <span role="status" className={`inline-flex items-center gap-2 text-base-content/70 ${className}`}>
      <span className="loading loading-spinner loading-sm" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Fills the main area while a page, a guard or a lazy route waits. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-base-content/75">
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      <p role="status" className="text-sm">
        {label}
      </p>
    </div>
  );
}
