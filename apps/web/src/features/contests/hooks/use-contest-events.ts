import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  CONTEST_EVENTS,
  SCOREBOARD_PAGE_SIZE,
  scoreboardRowsEventSchema,
  type Scoreboard,
  type ScoreboardView,
} from '@codecourt/contracts';
import { env } from '@/config/env';
import { contestKeys } from '@/features/contests/api/contest-keys';
import { mergeRows } from '@/features/contests/lib/merge-rows';

type Options = {
  contestId: string | undefined;
  /**
   * The board page on screen, which `rows` events update in place; none on the contest page. A page of one
   * category (issue #36) is fetched again instead: the event's places are the whole contest's.
   */
  page?: { number: number; view: ScoreboardView; category?: string | undefined };
  /** Called for each new announcement or answered clarification (the badge counts them). */
  onNews?: () => void;
};

function parseJson(data: unknown): unknown {
  try {
    return JSON.parse(String(data));
  } catch {
    return undefined;
  }
}

/**
 * Follows GET /contests/{id}/scoreboard/events while shown: changed rows go into the page on screen at once,
 * a changed board (unfreeze, rejudge) and news are fetched again. EventSource reconnects by itself; after a
 * reconnect the board is fetched again, since events sent meanwhile are lost.
 */
export function useContestEvents({ contestId, page, onNews }: Options): void {
  const queryClient = useQueryClient();
  const pageNumber = page?.number;
  const view = page?.view;
  const category = page?.category;
  useEffect(() => {
    if (contestId === undefined || typeof EventSource === 'undefined') return;
    // The page on screen: a change too big to list row by row comes as that page whole.
    const query = new URLSearchParams();
    if (view === 'jury') query.set('view', 'jury');
    if (pageNumber !== undefined) query.set('page', String(pageNumber));
    if (category !== undefined) query.set('category', category);
    const search = query.size > 0 ? `?${query.toString()}` : '';
    const source = new EventSource(
      `${env.apiBaseUrl}/contests/${encodeURIComponent(contestId)}/scoreboard/events${search}`,
      { withCredentials: true },
    );
    const refetchBoard = () =>
      queryClient.invalidateQueries({ queryKey: contestKeys.scoreboardOf(contestId) });
    let opened = false;
    source.onopen = () => {
      if (opened) void refetchBoard();
      opened = true;
    };
    source.addEventListener(CONTEST_EVENTS.rows, (event) => {
      const parsed = scoreboardRowsEventSchema.safeParse(parseJson(event.data));
      if (!parsed.success || pageNumber === undefined || view === undefined) return;
      const key = contestKeys.scoreboard(contestId, pageNumber, view, category);
      const otherPage = parsed.data.page !== undefined && parsed.data.page !== pageNumber;
      if (category !== undefined || otherPage) {
        void queryClient.invalidateQueries({ queryKey: key });
        return;
      }
      const offset = (pageNumber - 1) * SCOREBOARD_PAGE_SIZE;
      queryClient.setQueryData<Scoreboard>(key, (board) =>
        board ? mergeRows(board, parsed.data, offset, SCOREBOARD_PAGE_SIZE) : board,
      );
    });
    source.addEventListener(CONTEST_EVENTS.board, () => {
      void refetchBoard();
      void queryClient.invalidateQueries({ queryKey: contestKeys.details });
    });
    const news = () => {
      void queryClient.invalidateQueries({ queryKey: contestKeys.clarifications(contestId) });
      onNews?.();
    };
    source.addEventListener(CONTEST_EVENTS.clarification, news);
    source.addEventListener(CONTEST_EVENTS.announcement, news);
    return () => {
      source.close();
    };
  }, [contestId, pageNumber, view, category, onNews, queryClient]);
}
