import type { Judgement } from '@codecourt/contracts';
import { Stat } from '@/components/ui/io-block';

/** A scoring problem's result: the total and each test group's score and tests passed. */
export function ScoreGroups({ judgement }: { judgement: Pick<Judgement, 'score' | 'groups'> }) {
  const { score, groups } = judgement;
  if (score === undefined || !groups || groups.length === 0) return null;
  const max = groups.reduce((sum, g) => sum + g.maxScore, 0);
  return (
    <div className="flex flex-col gap-2" data-testid="score-groups">
      <Stat label="Score" value={`${String(score)} / ${String(max)}`} />
      <table className="w-full text-left text-sm">
        <thead>
          <tr>
            <th>Group</th>
            <th>Score</th>
            <th>Tests passed</th>
            <th>Verdict</th>
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => (
            <tr key={group.name}>
              <td>{group.name}</td>
              <td>{`${String(group.score)} / ${String(group.maxScore)}`}</td>
              <td>{`${String(group.testsPassed)} / ${String(group.totalTests)}`}</td>
              <td>{group.verdict}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
