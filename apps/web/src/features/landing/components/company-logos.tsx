// Plain-text wordmarks drawn here (no third-party logo files): each name set in its own type treatment.
// The names come from the content file; each gets one of these type treatments in turn.
const TREATMENTS = [
  'font-semibold tracking-tight',
  'font-bold tracking-tight',
  'font-semibold',
  'font-black tracking-widest',
  'font-medium tracking-wide',
  'font-bold',
  'font-medium tracking-tight',
] as const;

/** Hidden while loading, on error and when the content file lists no companies. */
export function CompanyLogos({ companies }: { companies: readonly string[] }) {
  if (companies.length === 0) return null;
  return (
    <section aria-labelledby="companies-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
      <h2 id="companies-title" className="text-center text-sm font-medium text-base-content/75">
        Practise the kinds of problems asked in interviews at
      </h2>
      <ul className="mt-8 grid grid-cols-2 items-center gap-x-8 gap-y-6 sm:grid-cols-4 lg:grid-cols-8">
        {companies.map((name, i) => (
          <li
            key={`${String(i)}-${name}`}
            className={`text-center text-xl text-base-content/75 transition-colors hover:text-base-content/80 ${TREATMENTS[i % TREATMENTS.length] ?? ''}`}
          >
            {name}
          </li>
        ))}
      </ul>
    </section>
  );
}
