// Plain-text wordmarks drawn here (no third-party logo files): each name set in its own type treatment.
const COMPANIES = [
  { name: 'Google', className: 'font-semibold tracking-tight' },
  { name: 'amazon', className: 'font-bold lowercase tracking-tight' },
  { name: 'Microsoft', className: 'font-semibold' },
  { name: 'Meta', className: 'font-bold tracking-tight' },
  { name: 'Apple', className: 'font-medium tracking-wide' },
  { name: 'NETFLIX', className: 'font-black tracking-widest' },
  { name: 'Uber', className: 'font-medium tracking-tight' },
  { name: 'Adobe', className: 'font-bold' },
] as const;

export function CompanyLogos() {
  return (
    <section aria-labelledby="companies-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
      <h2 id="companies-title" className="text-center text-sm font-medium text-base-content/75">
        Practise the kinds of problems asked in interviews at
      </h2>
      <ul className="mt-8 grid grid-cols-2 items-center gap-x-8 gap-y-6 sm:grid-cols-4 lg:grid-cols-8">
        {COMPANIES.map((company) => (
          <li
            key={company.name}
            className={`text-center text-xl text-base-content/75 transition-colors hover:text-base-content/80 ${company.className}`}
          >
            {company.name}
          </li>
        ))}
      </ul>
    </section>
  );
}
