import { Link } from 'react-router';
import type { MyVirtualRun } from '@codecourt/contracts';
import { paths } from '@/config/paths';

/** Past virtual runs, marked virtual: where each one finished among the original field; never rated. */
export function VirtualRunList({ runs }: { runs: readonly MyVirtualRun[] }) {
  if (runs.length === 0)
    return (
      <p className="text-sm text-base-content/70">
        No virtual runs yet. After a contest ends, “Participate virtually” on its page replays it against the
        original field.
      </p>
    );
  return (
    <table className="table table-sm" data-testid="virtual-runs">
      <caption className="sr-only">Virtual runs</caption>
      <thead>
        <tr>
          <th>Contest</th>
          <th className="text-right">Rank</th>
          <th className="text-right">Solved</th>
          <th className="text-right">Score</th>
        </tr>
      </thead>
      <tbody>
        {runs.map((run) => (
          <tr key={run._id}>
            <td>
              <Link className="link link-hover" to={paths.contestVirtual.getHref(run.contest.slug, run._id)}>
                {run.contest.title}
              </Link>
              <span className="badge badge-sm ml-2 border-transparent bg-info/15 text-base-content">
                {run.ended ? 'virtual' : 'virtual · running'}
              </span>
            </td>
            <td className="text-right tabular-nums">
              {run.rank} / {run.of}
            </td>
            <td className="text-right tabular-nums">{run.solved}</td>
            <td className="text-right tabular-nums">{run.score}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
