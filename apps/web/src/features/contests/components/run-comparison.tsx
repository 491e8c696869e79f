import type { ProblemComparison } from '@codecourt/contracts';

const minutes = (value: number | null) => (value === null ? '—' : `${String(Math.round(value))} min`);
const tries = (value: number | null) => (value === null ? '—' : String(Math.round(value * 10) / 10));

/** At the end of a virtual run: per problem, your time and tries against the field's fastest and median. */
export function RunComparison({ comparison }: { comparison: readonly ProblemComparison[] }) {
  return (
    <section aria-labelledby="comparison-title" className="mb-6" data-testid="run-comparison">
      <h2 id="comparison-title" className="mb-2 text-lg font-semibold">
        How you compare
      </h2>
      <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
        <table className="table table-sm">
          <thead className="text-base-content/80">
            <tr>
              <th scope="col">Problem</th>
              <th scope="col">Your time</th>
              <th scope="col">Your tries</th>
              <th scope="col">Fastest</th>
              <th scope="col">Median time</th>
              <th scope="col">Median tries</th>
              <th scope="col">Solved by</th>
            </tr>
          </thead>
          <tbody>
            {comparison.map((p) => (
              <tr key={p.label} data-testid="comparison-row" data-label={p.label}>
                <th scope="row" className="font-mono">
                  {p.label}
                </th>
                <td className={p.you.solved ? 'text-success' : 'text-base-content/70'}>
                  {p.you.solved ? minutes(p.you.minutes) : 'Not solved'}
                </td>
                <td className="tabular-nums">{p.you.attempts}</td>
                <td className="tabular-nums">{minutes(p.field.fastestMinutes)}</td>
                <td className="tabular-nums">{minutes(p.field.medianMinutes)}</td>
                <td className="tabular-nums">{tries(p.field.medianAttempts)}</td>
                <td className="tabular-nums">
                  {p.field.solvers} of {p.field.participants}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
