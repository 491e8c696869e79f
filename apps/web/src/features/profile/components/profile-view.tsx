import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { User } from '@codecourt/contracts';
import { useBookmarks } from '@/lib/api/get-bookmarks';
import { useMyStats } from '@/lib/api/get-my-stats';
import { queryKeys } from '@/lib/query-keys';
import { useActivity } from '@/features/profile/api/get-activity';
import { useMyRating } from '@/features/profile/api/get-my-rating';
import { useRecentSubmissions } from '@/features/profile/api/get-recent-submissions';
import { ActivityHeatmap } from '@/features/profile/components/activity-heatmap';
import { BadgeList } from '@/features/profile/components/badge-list';
import { BookmarkSummary } from '@/features/profile/components/bookmark-summary';
import { ProfileSection } from '@/features/profile/components/profile-section';
import { RatingHistory } from '@/features/profile/components/rating-history';
import { VirtualRunList } from '@/features/profile/components/virtual-run-list';
import { useMyVirtualRuns, virtualRunsKey } from '@/features/profile/api/get-virtual-runs';
import { RecentSubmissions } from '@/features/profile/components/recent-submissions';
import { StatCards } from '@/features/profile/components/stat-cards';
import { TopicProgress } from '@/features/profile/components/topic-progress';
import { useTopicTotals } from '@/features/profile/api/get-topic-totals';

/** The signed-in user's progress: every card loads, fails and retries on its own. */
export function ProfileView({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const retry = (queryKey: QueryKey) => () => {
    void queryClient.refetchQueries({ queryKey });
  };
  const stats = useMyStats(user._id);
  const activity = useActivity(user._id);
  const bookmarks = useBookmarks(user._id);
  const recent = useRecentSubmissions(user._id);
  const statsRetry = retry(queryKeys.myStatsOf(user._id));
  const topicTotals = useTopicTotals();
  const rating = useMyRating(user._id);
  const virtualRuns = useMyVirtualRuns(user._id);

  return (
    <div className="mt-6 flex flex-col gap-6">
      <ProfileSection title="Progress" state={stats} onRetry={statsRetry}>
        {(data) => <StatCards stats={data} />}
      </ProfileSection>
      <ProfileSection title="Contest rating" state={rating} onRetry={retry(queryKeys.ratingOf(user._id))}>
        {(data) => <RatingHistory rating={data} />}
      </ProfileSection>
      <ProfileSection title="Virtual runs" state={virtualRuns} onRetry={retry(virtualRunsKey(user._id))}>
        {(data) => <VirtualRunList runs={data} />}
      </ProfileSection>
      <ProfileSection title="Activity" state={activity} onRetry={retry(queryKeys.activityOf(user._id))}>
        {(data) => <ActivityHeatmap activity={data} />}
      </ProfileSection>
      <div className="grid gap-6 lg:grid-cols-2">
        <ProfileSection title="Badges" state={stats} onRetry={statsRetry}>
          {(data) => <BadgeList earned={data.badges} />}
        </ProfileSection>
        <ProfileSection title="Topics" state={stats} onRetry={statsRetry}>
          {(data) => <TopicProgress solvedByTopic={data.solvedByTopic} totals={topicTotals} />}
        </ProfileSection>
        <ProfileSection title="Bookmarks" state={bookmarks} onRetry={retry(queryKeys.bookmarksOf(user._id))}>
          {(data) => <BookmarkSummary bookmarks={data} />}
        </ProfileSection>
        <ProfileSection
          title="Recent submissions"
          state={recent}
          onRetry={retry(queryKeys.recentSubmissionsOf(user._id))}
        >
          {(data) => <RecentSubmissions submissions={data} />}
        </ProfileSection>
      </div>
    </div>
  );
}
