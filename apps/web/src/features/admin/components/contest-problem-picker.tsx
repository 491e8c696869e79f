import { useMemo, useState } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { CONTEST_PROBLEMS_MAX } from '@codecourt/contracts';
import { useAdminProblems } from '@/features/admin/api/get-admin-problems';
import { nextLabel, type ContestProblemRow } from '@/features/admin/lib/contest-form-values';

type Props = {
  rows: ContestProblemRow[];
  onChange: (rows: ContestProblemRow[]) => void;
  usesPoints: boolean;
  error?: string;
};

/** The problem set: search the library, add a problem (it gets the next free label), set labels and points. */
export function ContestProblemPicker({ rows, onChange, usesPoints, error }: Props) {
  const library = useAdminProblems();
  const [search, setSearch] = useState('');
  const matches = useMemo(() => {
    const taken = new Set(rows.map((r) => r.problemId));
    const needle = search.trim().toLowerCase();
    return (library.data ?? [])
      .filter((p) => !taken.has(p._id) && (needle === '' || p.title.toLowerCase().includes(needle)))
      .slice(0, 8);
  }, [library.data, rows, search]);
  const update = (index: number, change: Partial<ContestProblemRow>) => {
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  };

  return (
    <fieldset
      className="flex flex-col gap-3 rounded-box border border-base-300 p-4"
      aria-describedby="contest-problems-error"
    >
      <legend className="px-1 text-sm font-semibold">Problems</legend>
      {rows.length > 0 && (
        <ol className="flex flex-col gap-2" data-testid="picked-problems">
          {rows.map((row, index) => (
            <li key={row.problemId} className="flex flex-wrap items-center gap-2">
              <input
                className="input input-sm w-16 font-mono uppercase"
                aria-label={`Label of ${row.title}`}
                value={row.label}
                onChange={(event) => {
                  update(index, { label: event.target.value.toUpperCase() });
                }}
              />
              <span className="min-w-0 flex-1 truncate text-sm">{row.title}</span>
              {usesPoints && (
                <input
                  className="input input-sm w-24"
                  type="number"
                  min={1}
                  aria-label={`Points of ${row.title}`}
                  placeholder="points"
                  value={row.points}
                  onChange={(event) => {
                    update(index, { points: event.target.value });
                  }}
                />
              )}
              <button
                type="button"
                className="btn btn-ghost btn-sm btn-square"
                aria-label={`Remove ${row.title}`}
                onClick={() => {
                  onChange(rows.filter((_, i) => i !== index));
                }}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ol>
      )}
      {rows.length < CONTEST_PROBLEMS_MAX && (
        <div className="flex flex-col gap-2">
          <input
            className="input input-sm w-full"
            type="search"
            aria-label="Search problems to add"
            placeholder="Search the library to add a problem"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
            }}
          />
          {library.isError && <p className="text-sm text-error">Could not load the problem library.</p>}
          <ul className="flex flex-col gap-1" aria-label="Problems to add">
            {matches.map((problem) => (
              <li key={problem._id}>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm w-full justify-start"
                  onClick={() => {
                    onChange([
                      ...rows,
                      {
                        problemId: problem._id,
                        title: problem.title,
                        label: nextLabel(rows.map((r) => r.label)),
                        points: '',
                      },
                    ]);
                  }}
                >
                  <Plus className="size-4" aria-hidden="true" /> {problem.title}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {error && (
        <p id="contest-problems-error" className="text-sm text-error" data-testid="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
