import { EDITOR_LANGUAGE_IDS, PROBLEM_TAGS } from '@codecourt/contracts';
import { LANDING_SOLVED_RATIO } from '@/config/landing';
import { useProblemCount, type ProblemCount } from '@/features/landing/api/get-problem-count';

type Stat = { label: string; value: number | null; hint: string };

function problemFigures(count: ProblemCount): { total: number | null; solved: number | null } {
  if (count.status !== 'ready') return { total: null, solved: null };
  // The solved figure is a marketing placeholder: a fixed share of the total.
  return { total: count.total, solved: Math.round(count.total * LANDING_SOLVED_RATIO) };
}

export function LandingStats() {
  const count = useProblemCount();
  const { total, solved } = problemFigures(count);
  const stats: Stat[] = [
    { label: 'Problems', value: total, hint: 'in the library' },
    { label: 'Solved', value: solved, hint: 'by our community' },
    { label: 'Languages', value: EDITOR_LANGUAGE_IDS.length, hint: 'C++, Java, JavaScript, Python' },
    { label: 'Topics', value: PROBLEM_TAGS.length, hint: 'from arrays to graphs' },
  ];
  return (
    <section aria-labelledby="stats-title" className="border-y border-base-300 bg-base-200/50">
      <h2 id="stats-title" className="sr-only">
        CodeCourt in numbers
      </h2>
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-px px-4 sm:px-6 lg:grid-cols-4 lg:px-8">
        {stats.map((stat) => (
          <div key={stat.label} className="px-2 py-8 text-center sm:py-10">
            <dt className="text-sm font-medium text-base-content/75">{stat.label}</dt>
            <dd
              className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl"
              data-testid={`stat-${stat.label.toLowerCase()}`}
            >
              {count.status === 'loading' && stat.value === null ? (
                <span className="skeleton mx-auto block h-9 w-16" aria-label="Loading" />
              ) : (
                <span aria-label={stat.value === null ? 'Not available' : undefined}>
                  {stat.value === null ? '—' : stat.value.toLocaleString('en-US')}
                </span>
              )}
            </dd>
            <dd className="mt-1 text-xs text-base-content/75">{stat.hint}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
