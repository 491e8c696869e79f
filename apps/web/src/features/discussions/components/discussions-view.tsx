import { useState } from 'react';
import { ChevronLeft, ChevronRight, MessagesSquare } from 'lucide-react';
import { DISCUSSION_PAGE_SIZE, type Discussion, type User } from '@codecourt/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { useAuth } from '@/lib/auth';
import { useDiscussions } from '@/features/discussions/api/get-discussions';
import { DiscussionCard } from '@/features/discussions/components/discussion-card';
import { DiscussionListSkeleton } from '@/features/discussions/components/discussion-list-skeleton';
import { DiscussionsToolbar } from '@/features/discussions/components/discussions-toolbar';
import { NewDiscussionModal } from '@/features/discussions/components/new-discussion-modal';
import type { ListQuery } from '@/features/discussions/lib/list-query';
import { useListQuery } from '@/features/discussions/lib/use-list-query';

type Props = {
  problemRef: string;
  /** Inside the workspace's tab: order and page stay out of the problem's URL. */
  embedded?: boolean;
};

/** A problem's discussions: order, pages, the cards, and the modal that starts one. */
export function DiscussionsView({ problemRef, embedded = false }: Props) {
  const user = useAuth((s) => s.user);
  const [at, goTo] = useListQuery(!embedded);
  const { state, retry } = useDiscussions({ problemId: problemRef, ...at });
  const [composing, setComposing] = useState(false);
  const compose = () => {
    setComposing(true);
  };

  return (
    <>
      <DiscussionsToolbar
        sort={at.sort}
        onSort={(sort) => {
          goTo({ sort, page: 1 });
        }}
        signedIn={user !== null}
        onNew={compose}
      />
      {(state.status === 'loading' || state.status === 'idle') && <DiscussionListSkeleton />}
      {state.status === 'error' && (
        <LoadError title="Could not load the discussions" error={state.error} onRetry={retry} />
      )}
      {state.status === 'ready' && (
        <DiscussionPage
          discussions={state.data}
          at={at}
          problemRef={problemRef}
          user={user}
          onCompose={compose}
          onPage={(page) => {
            goTo({ ...at, page });
          }}
        />
      )}
      {user && (
        <NewDiscussionModal
          open={composing}
          problemRef={problemRef}
          onClose={() => {
            setComposing(false);
          }}
          onCreated={() => {
            setComposing(false);
            // The new discussion is the newest: show the page it is on.
            goTo({ sort: 'new', page: 1 });
          }}
        />
      )}
    </>
  );
}

type PageProps = {
  discussions: Discussion[];
  at: ListQuery;
  problemRef: string;
  user: User | null;
  onCompose: () => void;
  onPage: (page: number) => void;
};

function DiscussionPage({ discussions, at, problemRef, user, onCompose, onPage }: PageProps) {
  if (discussions.length === 0 && at.page === 1)
    return (
      <EmptyState
        icon={MessagesSquare}
        title="No discussions yet — start one"
        actions={
          user && (
            <button type="button" className="btn btn-primary btn-sm" onClick={onCompose}>
              New discussion
            </button>
          )
        }
      >
        {user
          ? 'Ask a question, share an approach or explain a solution.'
          : 'Sign in to ask a question or share your approach.'}
      </EmptyState>
    );
  return (
    <div className="flex flex-col gap-4">
      {discussions.length === 0 ? (
        <EmptyState icon={MessagesSquare} title="No discussions on this page">
          The discussions end before page {at.page}.
        </EmptyState>
      ) : (
        <ol className="flex flex-col gap-4" aria-label="Discussions">
          {discussions.map((discussion) => (
            <li key={discussion._id}>
              <DiscussionCard discussion={discussion} problemRef={problemRef} user={user} />
            </li>
          ))}
        </ol>
      )}
      {(at.page > 1 || discussions.length >= DISCUSSION_PAGE_SIZE) && (
        <nav className="flex items-center justify-between" aria-label="Discussion pages">
          <button
            type="button"
            className="btn btn-sm"
            disabled={at.page === 1}
            onClick={() => {
              onPage(at.page - 1);
            }}
          >
            <ChevronLeft className="size-4" aria-hidden="true" /> Previous
          </button>
          <span className="text-sm text-base-content/70">Page {at.page}</span>
          <button
            type="button"
            className="btn btn-sm"
            // A short page is the last one.
            disabled={discussions.length < DISCUSSION_PAGE_SIZE}
            onClick={() => {
              onPage(at.page + 1);
            }}
          >
            Next <ChevronRight className="size-4" aria-hidden="true" />
          </button>
        </nav>
      )}
    </div>
  );
}
