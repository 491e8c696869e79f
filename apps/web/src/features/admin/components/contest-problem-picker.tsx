import { useMemo, useState } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import {
  CONTEST_PROBLEMS_MAX,
  CONTEST_VISIBILITY_MESSAGES as V,
  type ProblemSummary,
} from '@codecourt/contracts';
import { useLibraryVisibility } from '@/features/admin/api/contest-admin';
import { useAdminProblems } from '@/features/admin/api/get-admin-problems';
import { KeepPublicDialog } from '@/features/admin/components/keep-public-dialog';
import { nextLabel, type ContestProblemRow } from '@/features/admin/lib/contest-form-values';

type Props = {
  rows: ContestProblemRow[];
  onChange: (rows: ContestProblemRow[]) => void;
  usesPoints: boolean;
  error?: string;
};

/**
 * The problem set: search the library, add a problem (it gets the next free label), set labels, points and
 * whether each stays public. Adding a problem that is public today asks first; any other is hidden.
 */
export function ContestProblemPicker({ rows, onChange, usesPoints, error }: Props) {
  const library = useAdminProblems();
  const visibility = useLibraryVisibility();
  const [search, setSearch] = useState('');
  const [asking, setAsking] = useState<ProblemSummary | null>(null);
  const secret = visibility.data?.secretProblems;
  const notPublic = useMemo(
    () => new Set([...(secret ?? []).map((p) => p._id), ...(visibility.data?.newProblemIds ?? [])]),
    [secret, visibility.data],
  );
  const add = (problem: ProblemSummary, keepPublic: boolean) => {
    const label = nextLabel(rows.map((r) => r.label));
    onChange([
      ...rows,
      { problemId: problem._id, title: problem.title, label, points: '', public: keepPublic },
    ]);
  };
  const matches = useMemo(() => {
    const taken = new Set(rows.map((r) => r.problemId));
    const needle = search.trim().toLowerCase();
    // The problem list leaves secret problems out for everyone; the editor offers them too.
    const listed = new Set((library.data ?? []).map((p) => p._id));
    return [...(library.data ?? []), ...(secret ?? []).filter((p) => !listed.has(p._id))]
      .filter((p) => !taken.has(p._id) && (needle === '' || p.title.toLowerCase().includes(needle)))
      .slice(0, 8);
  }, [library.data, secret, rows, search]);
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
              <select
                className="select select-sm w-auto"
                aria-label={V.choiceLabel(row.title)}
                value={row.public ? 'public' : 'hidden'}
                onChange={(event) => {
                  update(index, { public: event.target.value === 'public' });
                }}
              >
                <option value="public">{V.choicePublic}</option>
                <option value="hidden">{V.choiceHidden}</option>
              </select>
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
                  // Until the editor knows which problems are public today it cannot tell whether to ask.
                  disabled={visibility.isPending}
                  onClick={() => {
                    // A failed read asks for every problem: asking once too often hides nothing by mistake.
                    if (notPublic.has(problem._id)) add(problem, false);
                    else setAsking(problem);
                  }}
                >
                  <Plus className="size-4" aria-hidden="true" /> {problem.title}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {asking && (
        <KeepPublicDialog
          title={asking.title}
          onAnswer={(keepPublic) => {
            add(asking, keepPublic);
            setAsking(null);
          }}
          onCancel={() => {
            setAsking(null);
          }}
        />
      )}
      {error && (
        <p id="contest-problems-error" className="text-sm text-error" data-testid="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
