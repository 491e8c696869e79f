import { useCallback, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarClock, ListOrdered, Pencil, RefreshCw, Snowflake, Trophy } from 'lucide-react';
import { CONTEST_MESSAGES, type ContestDetail } from '@codecourt/contracts';
import { paths } from '@/config/paths';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/ui/page-header';
import { useAuth } from '@/lib/auth';
import { useClarifications } from '@/features/contests/api/clarifications';
import { ClarificationsPanel } from '@/features/contests/components/clarifications-panel';
import { ContestGate } from '@/features/contests/components/contest-gate';
import {
  ContestFormatBadge,
  ContestStatusBadge,
  TeamSizeBadge,
} from '@/features/contests/components/contest-status-badge';
import { ContestProblemSet } from '@/features/contests/components/contest-problem-set';
import { ContestTimer } from '@/features/contests/components/contest-timer';
import { RegisterButton } from '@/features/contests/components/register-button';
import { StartWindowButton } from '@/features/contests/components/start-window-button';
import { UnfreezeButton } from '@/features/contests/components/unfreeze-button';
import { useContestEvents } from '@/features/contests/hooks/use-contest-events';
import { useLastSeen } from '@/features/contests/hooks/use-last-seen';
import { useRefreshAtEdges } from '@/features/contests/hooks/use-refresh-at-edges';
import { formatDuration, formatStart } from '@/features/contests/lib/contest-time';
import { unreadCount } from '@/features/contests/lib/unread';
import { RatingPrediction } from '@/features/contests/components/rating-prediction';
import { ParticipateVirtuallyButton } from '@/features/contests/components/participate-virtually-button';
import { DisqualificationNotice } from '@/features/contests/components/disqualification-notice';

type Props = { slug: string; renderMarkdown: (source: string) => ReactNode };
type Tab = 'problems' | 'clarifications';

/** /contests/{slug}: the contest once loaded. */
export function ContestView({ slug, renderMarkdown }: Props) {
  return (
    <ContestGate slug={slug}>
      {(contest) => <ContestPage contest={contest} renderMarkdown={renderMarkdown} />}
    </ContestGate>
  );
}

function ContestPage({
  contest,
  renderMarkdown,
}: {
  contest: ContestDetail;
  renderMarkdown: Props['renderMarkdown'];
}) {
  const user = useAuth((s) => s.user);
  const admin = user?.role === 'admin';
  const [tab, setTab] = useState<Tab>('problems');
  const [lastSeen, markSeen] = useLastSeen(contest._id);
  const signedIn = user !== null;
  const clarifications = useClarifications(contest._id, signedIn);
  const onNews = useCallback(() => {
    if (tab === 'clarifications') markSeen();
  }, [tab, markSeen]);
  useContestEvents({ contestId: signedIn ? contest._id : undefined, onNews });
  useRefreshAtEdges(contest);
  const unread =
    clarifications.state.status === 'ready' && tab !== 'clarifications'
      ? unreadCount(clarifications.state.data, lastSeen, user?._id)
      : 0;
  const windowed = contest.windowMinutes !== null;
  const needsStart =
    windowed &&
    contest.status === 'Ongoing' &&
    contest.participation !== null &&
    contest.participation.startAt === null;
  const started = contest.problems.length > 0;
  // A running contest names its problems to its participants only (the API's visibility rule, D16).
  const spectating = contest.status === 'Ongoing' && contest.participation === null;
  const hiddenTitle = spectating
    ? CONTEST_MESSAGES.problemsForParticipants
    : CONTEST_MESSAGES.problemsHiddenUntilStart;

  return (
    <PageContainer>
      <title>{`${contest.title} · CodeCourt`}</title>
      <header className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <ContestStatusBadge status={contest.status} />
            <ContestFormatBadge format={contest.format} />
            <TeamSizeBadge teamSize={contest.teamSize} />
            {contest.frozen && (
              <span className="badge badge-sm gap-1 border-transparent bg-info/15 text-base-content">
                <Snowflake className="size-3" aria-hidden="true" /> Scoreboard frozen
              </span>
            )}
          </div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{contest.title}</h1>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-base-content/75">
            <span className="flex items-center gap-1.5">
              <CalendarClock className="size-4" aria-hidden="true" />
              <time dateTime={contest.startAt}>{formatStart(contest.startAt)}</time> –{' '}
              <time dateTime={contest.endAt}>{formatStart(contest.endAt)}</time>
            </span>
            <span>
              {windowed
                ? `${formatDuration((contest.windowMinutes ?? 0) * 60_000)} personal window`
                : formatDuration(Date.parse(contest.endAt) - Date.parse(contest.startAt))}
            </span>
            <span>{contest.participants} registered</span>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {contest.status !== 'Completed' && (contest.participation?.startAt || !windowed) && (
            <ContestTimer contest={contest} className="mr-2 rounded-field bg-base-200 px-3 py-1.5" />
          )}
          <RatingPrediction contest={contest} />
          <DisqualificationNotice contest={contest} />
          <Link to={paths.contestScoreboard.getHref(contest.slug)} className="btn btn-sm">
            <ListOrdered className="size-4" aria-hidden="true" /> Scoreboard
          </Link>
          {admin && (
            <Link
              to={paths.admin.editContest.getHref(contest._id)}
              className="btn btn-ghost btn-sm border-base-300"
            >
              <Pencil className="size-4" aria-hidden="true" /> Edit
            </Link>
          )}
          {admin && (
            <Link
              to={paths.admin.contestRejudges.getHref(contest._id)}
              className="btn btn-ghost btn-sm border-base-300"
            >
              <RefreshCw className="size-4" aria-hidden="true" /> Rejudge
            </Link>
          )}
          {admin && contest.frozen && <UnfreezeButton contestId={contest._id} />}
          {!admin && (
            <RegisterButton
              contest={contest}
              registration={contest.registration}
              categories={contest.categories}
              team={contest.participation?.team}
              category={contest.participation?.category}
            />
          )}
          {signedIn && contest.status === 'Completed' && <ParticipateVirtuallyButton contest={contest} />}
        </div>
      </header>

      {needsStart && (
        <div className="mb-6 flex flex-col gap-3 rounded-box border border-primary/40 bg-primary/5 p-5 sm:flex-row sm:items-center">
          <p className="flex-1 text-sm">
            This contest has a personal window: your time starts when you press the button and lasts{' '}
            {formatDuration((contest.windowMinutes ?? 0) * 60_000)} (until the contest ends at the latest).
          </p>
          <StartWindowButton contest={contest} />
        </div>
      )}

      {contest.description.trim() !== '' && (
        <section aria-label="About this contest" className="mb-8" data-testid="contest-description">
          {renderMarkdown(contest.description)}
        </section>
      )}

      <div role="tablist" aria-label="Contest" className="tabs tabs-border mb-4">
        {(['problems', 'clarifications'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`contest-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`contest-panel-${name}`}
            className={`tab gap-2 text-base-content ${tab === name ? 'tab-active' : ''}`}
            onClick={() => {
              setTab(name);
              if (name === 'clarifications') markSeen();
            }}
          >
            {name === 'problems' ? 'Problems' : 'Clarifications'}
            {name === 'clarifications' && unread > 0 && (
              <span className="badge badge-sm badge-error" data-testid="news-badge">
                {unread} new
              </span>
            )}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`contest-panel-${tab}`} aria-labelledby={`contest-tab-${tab}`}>
        {tab === 'problems' &&
          (started ? (
            <ContestProblemSet contest={contest} />
          ) : (
            <EmptyState icon={Trophy} title={hiddenTitle}>
              {windowed && contest.participation?.startAt === null
                ? 'Start your window to see them.'
                : spectating
                  ? 'Register to take part, or come back when it ends.'
                  : 'Register now, and come back when the countdown ends.'}
            </EmptyState>
          ))}
        {tab === 'clarifications' &&
          (signedIn ? (
            <ClarificationsPanel contest={contest} admin={admin} />
          ) : (
            <EmptyState icon={Trophy} title="Sign in to read the clarifications" />
          ))}
      </div>
    </PageContainer>
  );
}
