import { useSearchParams } from 'react-router';
import { LeaderboardView } from '@/features/leaderboard/components/leaderboard-view';
import { RatingLeaderboard } from '@/features/leaderboard/components/rating-leaderboard';

const TABS = [
  { id: 'solved', label: 'Problems solved' },
  { id: 'rating', label: 'Contest rating' },
] as const;

/** The leaderboard's two rankings; `?tab=rating` keeps the chosen one in the address. */
export function LeaderboardTabs() {
  const [query, setQuery] = useSearchParams();
  const tab = query.get('tab') === 'rating' ? 'rating' : 'solved';
  return (
    <div className="flex flex-col gap-4">
      <div role="tablist" aria-label="Ranking" className="tabs tabs-box tabs-sm self-start">
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`leaderboard-tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls="leaderboard-panel"
            className={`tab ${tab === t.id ? 'tab-active' : ''}`}
            onClick={() => {
              setQuery(t.id === 'solved' ? {} : { tab: t.id });
            }}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="leaderboard-panel" aria-labelledby={`leaderboard-tab-${tab}`}>
        {tab === 'rating' ? <RatingLeaderboard /> : <LeaderboardView />}
      </div>
    </div>
  );
}
