import { EDITOR_LANGUAGE_IDS, PROBLEM_TAGS } from '@codecourt/contracts';
import type { LandingFigures } from '@codecourt/contracts';
import type { LandingState } from '@/features/landing/api/get-landing';

type Stat = { label: string; value: number | null; hint: string };

/** The four figures the content file's mode asks for; null where the API could not be read. */
function statsOf(figures: LandingFigures | undefined): Stat[] {
  const live = figures?.mode === 'live';
  const counted = figures && figures.mode !== 'off' ? figures : undefined;
  return [
    { label: 'Problems', value: counted?.problems ?? null, hint: 'in the library' },
    {
      label: 'Solved',
      value: counted?.solved ?? null,
      hint: live ? 'problems solved here' : 'by our community',
    },
    live
      ? { label: 'Users', value: figures.users, hint: 'practising here' }
      : { label: 'Languages', value: EDITOR_LANGUAGE_IDS.length, hint: 'C++, Java, JavaScript, Python' },
    { label: 'Topics', value: PROBLEM_TAGS.length, hint: 'from arrays to graphs' },
  ];
}

/** Hidden when the content file turns the figures off. */
export function LandingStats({ state }: { state: LandingState }) {
  const figures = state.status === 'ready' ? state.landing.figures : undefined;
  if (figures?.mode === 'off') return null;
  return (
    <section aria-labelledby="stats-title" className="border-y border-base-300 bg-base-200/50">
      <h2 id="stats-title" className="sr-only">
        CodeCourt in numbers
      </h2>
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-px px-4 sm:px-6 lg:grid-cols-4 lg:px-8">
        {statsOf(figures).map((stat) => (
          <div key={stat.label} className="px-2 py-8 text-center sm:py-10">
            <dt className="text-sm font-medium text-base-content/75">{stat.label}</dt>
            <dd
              className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl"
              data-testid={`stat-${stat.label.toLowerCase()}`}
            >
              {state.status === 'loading' && stat.value === null ? (
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
