// Live boards (D13: docs/decisions/d13-contests-as-data.md): each API instance keeps, per contest it serves,
// the cached cells and one board per audience (the jury's truth, and the public one while a freeze hides
// results), updated once per change it hears on the contest channel, never per request: only the changed
// rows are re-scored and moved (board-order.ts). Pages are serialised once per board version; stream
// subscribers are pushed the rows that changed.
import { asc, eq, inArray } from 'drizzle-orm';
import { CONTEST_EVENTS, CONTEST_MESSAGES } from '@codecourt/contracts';
import type {
  BoardAward,
  Clarification,
  ContestMedals,
  RevealState,
  Scoreboard,
  ScoreboardRow,
  ScoreboardView,
} from '@codecourt/contracts';
import type { ListenToChanges } from '../../db/change-feed.js';
import type { Database } from '../../db/client.js';
import { contestProblems, contestScores, contests } from '../../db/schema/index.js';
import type { ContestRow } from '../../db/schema/index.js';
import { fieldError } from '../../lib/app-error.js';
import type { Logger } from '../../lib/logger.js';
import { toLoggableError } from '../../lib/loggable-error.js';
import { serialiseJson } from '../../lib/send-serialised-json.js';
import type { SerialisedJson } from '../../lib/send-serialised-json.js';
import { coalesceWindowMs } from './coalesce-window.js';
import { createOrderedBoard } from './board-order.js';
import type { OrderedBoard } from './board-order.js';
import type { BoardParticipant, BoardRow } from './board-rows.js';
import { toClarification } from './clarification-json.js';
import { awardPlaces, boardAwards, medalOf } from './board-awards.js';
import { medalsOf } from './contest-json.js';
import { CONTEST_CHANGES_CHANNEL, decodeChange } from '../contest-scores/contest-changes.js';
import type { ChangedCell, ContestChange } from '../contest-scores/contest-changes.js';
import { isFrozen } from './contest-time.js';
import type { ContestRepository } from './repository.js';
import { hiddenFrom } from '../contest-scores/score-cache.js';
import type { ScoredCell } from '../contest-scores/scoring.js';
import { boardParticipantsOf } from './board-participants.js';
import { USER_CHANGES_CHANNEL } from '../session/user-changes.js';
import { revealOrder, revealedUpTo } from './reveal-order.js';
import type { RevealCell } from './reveal-order.js';
import type { Who } from './board-participants.js';

/** The board page a stream's viewer shows (none: the stream shows no board, as on the contest page). */
export type BoardPage = { number: number; limit: number; category?: string | undefined };

/** A stream's viewer: which board it follows and which clarifications it may read. */
export type BoardSubscriber = {
  view: ScoreboardView;
  viewerId: string;
  isAdmin: boolean;
  page?: BoardPage | undefined;
  /** Writes one event, serialised by `eventFrame` (once for every subscriber it goes to). */
  write: (frame: string) => void;
};

/** One server-sent event. */
export const eventFrame = (event: string, data: unknown): string =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

type Participant = {
  who: Who;
  jury: Map<string, ScoredCell>;
  public: Map<string, ScoredCell>;
  /** Per label, the board's `heard` count when a notification's cell was applied to it. */
  heard: Map<string, number>;
};

const newParticipant = (who: Who): Participant => ({
  who,
  jury: new Map(),
  public: new Map(),
  heard: new Map(),
});

type LoadedBoard = {
  contest: ContestRow;
  labels: string[];
  participants: Map<string, Participant>;
  /**
   * Notification cells applied so far. Applies overlap (a database read awaits while the next burst applies):
   * a read that began at count n never overwrites a cell heard after n, which is as new as what the read saw
   * or has a notification of its own still to come, so every order of applies ends on the committed cells.
   */
  heard: number;
  jury: OrderedBoard;
  /** The jury's board itself unless a freeze hides results. */
  public: OrderedBoard;
  updatedAt: Date;
  pages: Map<string, { json: Scoreboard; document: SerialisedJson }>;
  /** Per view and state, the awards of this board version: one pass over the rows, whatever the pages. */
  awards: Map<string, BoardAward[]>;
  /** The resolver's order of the frozen board's hidden cells (issue #36), worked out once per board version. */
  revealOrder?: RevealCell[] | undefined;
  subscribers: Set<BoardSubscriber>;
  lastUsedMs: number;
};

/**
 * More changed rows than this in one change: each stream that named its page is sent that page whole
 * (serialised once per page), never told to fetch it, so a solve that lifts a participant past thousands
 * costs no request from the thousands of open boards.
 */
const ROWS_EVENT_MAX = 200;
/** A board nobody follows or asked for in this long is dropped. */
const IDLE_MS = 10 * 60 * 1000;
/** Without a change feed this process cannot hear other writers: its boards are rebuilt at most this often. */
const UNLISTENED_MAX_AGE_MS = 1_000;

export type BoardStoreDeps = {
  db: Database;
  contests: ContestRepository;
  listen?: ListenToChanges | undefined;
  logger: Logger;
  now?: () => Date;
};

/**
 * This process's totals over every board store (`pnpm bench contest` reads them): changes heard on the
 * contest channel, boards built or updated from them (one per audience per applied change), whole boards
 * read from the database (a first read, a contest change, a lost change feed), and the time
 * spent putting changed rows in order (the reads of their cells aside).
 */
export const BOARD_COUNTERS = { changes: 0, builds: 0, loads: 0, orderMs: 0 };

const toRow = ({ participationId: _participationId, ...row }: BoardRow): ScoreboardRow => row;

/** The board's awards, each holder named as its row is (the team's id, else the user's). */
const awardsOf = (rows: BoardRow[], labels: string[], over: boolean, medals: ContestMedals): BoardAward[] => {
  const idOf = new Map(rows.map((row) => [row.participationId, row.team?._id ?? row.user?._id ?? '']));
  return boardAwards(rows, labels, { over, medals }).map(({ id, citation, participationIds }) => ({
    id,
    citation,
    holders: participationIds.map((participationId) => idOf.get(participationId) ?? ''),
  }));
};

export function createBoardStore(deps: BoardStoreDeps) {
  const { db, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const loaded = new Map<string, Promise<LoadedBoard | undefined>>();
  /** Slugs of the loaded contests, so a read by slug needs no query either. */
  const idsBySlug = new Map<string, string>();
  /**
   * Per contest, the changes heard and not yet applied: per participation the cells its notifications
   * carried, in order, or undefined when one carried none (its cells are read from the database).
   */
  const queued = new Map<
    string,
    { cells: Map<string, ChangedCell[] | undefined>; whole: boolean; clarifications: Set<string> }
  >();
  /** Per contest with a whole reload under way, the one begun last (only its read is put in place). */
  const reloading = new Map<string, { latest: Promise<boolean>; inFlight: number }>();
  let builds = 0;
  const countBuilds = (n: number) => {
    builds += n;
    BOARD_COUNTERS.builds += n;
  };
  let live = !deps.listen;
  let timer: NodeJS.Timeout | undefined;
  /** Board streams open on this instance, all contests together. */
  let following = 0;

  /** The cells of a contest, or of some of its participations (one query however many). */
  const cellsOf = (contestId: string, participationIds?: string[]) =>
    db
      .select({
        participationId: contestScores.participationId,
        label: contestScores.label,
        jury: contestScores.jury,
        public: contestScores.public,
      })
      .from(contestScores)
      .where(
        participationIds === undefined
          ? eq(contestScores.contestId, contestId)
          : inArray(contestScores.participationId, participationIds),
      );

  const participantsOf = (contestId: string, participationIds?: string[]) =>
    boardParticipantsOf(db, contestId, participationIds);

  const audienceOf = (board: LoadedBoard, audience: 'jury' | 'public'): BoardParticipant[] =>
    [...board.participants.entries()].map(([participationId, p]) => ({
      participationId,
      ...p.who,
      cells: p[audience],
    }));

  /** The view's awards for this board version, worked out once and kept until the board changes. */
  const awardsOfView = (board: LoadedBoard, view: ScoreboardView, over: boolean): BoardAward[] => {
    const key = `${view}:${String(over)}`;
    let awards = board.awards.get(key);
    if (!awards) {
      const medals = medalsOf(board.contest);
      const rows = boardOfView(board, view).awardRows(awardPlaces(over, medals));
      awards = awardsOf(rows, board.labels, over, medals);
      board.awards.set(key, awards);
    }
    return awards;
  };

  const juryCellsOf = (board: LoadedBoard) =>
    new Map([...board.participants].map(([id, p]): [string, Map<string, ScoredCell>] => [id, p.jury]));

  /** The resolver's order of the cells the frozen board hides, once per board version. */
  const orderOf = (board: LoadedBoard): RevealCell[] =>
    (board.revealOrder ??= revealOrder(
      audienceOf(board, 'public'),
      juryCellsOf(board),
      board.labels,
      board.contest.format,
    ));

  /** The cells revealed so far while an admin reveals the frozen board; undefined when no reveal runs. */
  const revealStepOf = (board: LoadedBoard): number | undefined =>
    hiddenFrom(board.contest) !== null && board.contest.revealStep !== null
      ? Math.min(board.contest.revealStep, orderOf(board).length)
      : undefined;

  /** The public board's participants: the frozen cells, with those revealed so far showing the truth. */
  const publicAudienceOf = (board: LoadedBoard): BoardParticipant[] => {
    const step = revealStepOf(board);
    const frozen = audienceOf(board, 'public');
    return step === undefined ? frozen : revealedUpTo(frozen, juryCellsOf(board), orderOf(board), step);
  };

  const revealStateOf = (board: LoadedBoard, step: number): RevealState => {
    const order = orderOf(board);
    const next = order[step];
    const who = next && board.participants.get(next.participationId)?.who;
    return {
      step,
      steps: order.length,
      next: next && who ? { rowId: who.team?._id ?? who.user?._id ?? '', label: next.label } : null,
      done: false,
    };
  };

  /** Builds the boards of one contest from its cells: once for everyone, twice while a freeze hides results. */
  const rebuild = (board: LoadedBoard) => {
    const { labels, contest } = board;
    board.revealOrder = undefined;
    board.jury = createOrderedBoard(audienceOf(board, 'jury'), labels, contest.format);
    const hides = hiddenFrom(contest) !== null;
    board.public = hides ? createOrderedBoard(publicAudienceOf(board), labels, contest.format) : board.jury;
    countBuilds(hides ? 2 : 1);
    board.updatedAt = now();
    board.pages.clear();
    board.awards.clear();
  };

  const load = async (contestId: string): Promise<LoadedBoard | undefined> => {
    BOARD_COUNTERS.loads += 1;
    const [contest] = await db.select().from(contests).where(eq(contests.id, contestId)).limit(1);
    forgetSlug(contestId);
    if (!contest) return undefined;
    idsBySlug.set(contest.slug, contest.id);
    const labels = (
      await db
        .select({ label: contestProblems.label })
        .from(contestProblems)
        .where(eq(contestProblems.contestId, contestId))
        .orderBy(asc(contestProblems.position))
    ).map((r) => r.label);
    const participants = new Map<string, Participant>();
    for (const p of await participantsOf(contestId)) participants.set(p.id, newParticipant(p.who));
    for (const cell of await cellsOf(contestId)) {
      const p = participants.get(cell.participationId);
      p?.jury.set(cell.label, cell.jury);
      p?.public.set(cell.label, cell.public);
    }
    const empty = createOrderedBoard([], labels, contest.format);
    const board: LoadedBoard = {
      contest,
      labels,
      participants,
      heard: 0,
      jury: empty,
      public: empty,
      updatedAt: now(),
      pages: new Map(),
      awards: new Map(),
      subscribers: new Set(),
      lastUsedMs: Date.now(),
    };
    rebuild(board);
    return board;
  };

  const forgetSlug = (contestId: string) => {
    for (const [slug, id] of idsBySlug) if (id === contestId) idsBySlug.delete(slug);
  };

  const forget = (contestId: string) => {
    loaded.delete(contestId);
    forgetSlug(contestId);
  };

  /**
   * A contest's id from an id or slug: a loaded board answers it from memory (the change feed reloads a board
   * whose contest changed), so reading a page or opening a stream costs no query; else the database.
   */
  const idOf = async (ref: string): Promise<string | undefined> => {
    if (loaded.has(ref)) return ref;
    return idsBySlug.get(ref) ?? (await deps.contests.findByIdOrSlug(ref))?.id;
  };

  const dropIdle = () => {
    for (const [id, pending] of loaded)
      void pending.then((board) => {
        if (board && board.subscribers.size === 0 && Date.now() - board.lastUsedMs > IDLE_MS) forget(id);
      });
  };

  const boardOf = async (contestId: string): Promise<LoadedBoard | undefined> => {
    let pending = loaded.get(contestId);
    if (pending && !live) {
      const board = await pending.catch(() => undefined);
      if (!board || Date.now() - board.lastUsedMs > UNLISTENED_MAX_AGE_MS) pending = undefined;
    }
    if (!pending) {
      dropIdle();
      pending = load(contestId);
      pending.catch(() => {
        forget(contestId);
      });
      loaded.set(contestId, pending);
    }
    const board = await pending;
    if (board) board.lastUsedMs = Date.now();
    else forget(contestId);
    return board;
  };

  /** Per stream, its viewer's row as last sent (or read when it subscribed): a page event resends it when changed. */
  const lastMe = new WeakMap<BoardSubscriber, BoardRow>();

  const boardOfView = (board: LoadedBoard, view: ScoreboardView) =>
    view === 'jury' ? board.jury : board.public;

  /** One event to the subscribers `to` picks, serialised once. */
  const broadcast = (
    board: LoadedBoard,
    event: string,
    data: unknown,
    to: (s: BoardSubscriber) => boolean,
  ) => {
    let frame: string | undefined;
    for (const subscriber of board.subscribers)
      if (to(subscriber)) subscriber.write((frame ??= eventFrame(event, data)));
  };
  const everyone = () => true;

  const boardEvent = (board: LoadedBoard) => ({
    contestId: board.contest.id,
    frozen: isFrozen(board.contest, now()),
    updatedAt: board.updatedAt.toISOString(),
  });

  /**
   * A page of the board as an audience sees it, built and serialised once per board version (the stream's
   * page events and the page reads share it); `shown` draws a row as the page does (medals once final).
   */
  const pageOf = (
    board: LoadedBoard,
    view: ScoreboardView,
    page: number,
    limit: number,
    category: string | undefined,
  ) => {
    const at = now();
    const frozen = view === 'public' && isFrozen(board.contest, at);
    // Places are final once the contest is over and this board hides nothing: then the medals show.
    const over = !frozen && at >= board.contest.endAt;
    const key = `${view}:${String(frozen)}:${String(over)}:${String(page)}:${String(limit)}:${category ?? ''}`;
    const step = frozen ? revealStepOf(board) : undefined;
    const medals = medalsOf(board.contest);
    const shown = (row: BoardRow): ScoreboardRow => {
      const medal = over ? medalOf(row, medals) : undefined;
      return medal ? { ...toRow(row), medal } : toRow(row);
    };
    let cached = board.pages.get(key);
    if (!cached) {
      const rows = boardOfView(board, view);
      // A category's rows keep the contest's places as their ranks (as DOMjudge's filter does).
      const ofCategory =
        category === undefined
          ? undefined
          : rows.slice(0, rows.size).filter((row) => row.category === category);
      const json: Scoreboard = {
        contestId: board.contest.id,
        format: board.contest.format,
        frozen,
        updatedAt: board.updatedAt.toISOString(),
        total: ofCategory?.length ?? rows.size,
        rows: (ofCategory ?? rows).slice((page - 1) * limit, page * limit).map(shown),
        ...(step === undefined ? {} : { reveal: revealStateOf(board, step) }),
        awards: awardsOfView(board, view, over),
      };
      cached = { json, document: serialiseJson(json) };
      board.pages.set(key, cached);
    }
    return { key, ...cached, shown };
  };

  /**
   * Changed rows as events, serialised once per audience (not per subscriber). A change with too many rows
   * to list (or that rebuilt the board) goes to each stream that names its page as that page whole,
   * serialised once per page, then as the viewer's own row when that changed; `whole` (a reveal step) tells
   * every stream to fetch again.
   */
  const pushRows = (
    board: LoadedBoard,
    changed: { jury: BoardRow[] | undefined; public: BoardRow[] | undefined },
    whole = false,
  ) => {
    const event = boardEvent(board);
    if (whole) {
      broadcast(board, CONTEST_EVENTS.board, event, everyone);
      return;
    }
    /** Per audience: its rows event, null when nothing changed, or 'pages' when its pages go whole. */
    type Frame = { rows: string } | 'pages' | null;
    const frames = new Map<ScoreboardView, Frame>();
    const frameOf = (view: ScoreboardView): Frame => {
      const rows = view === 'jury' ? changed.jury : changed.public;
      if (rows === undefined || rows.length > ROWS_EVENT_MAX) return 'pages';
      if (rows.length === 0) return null;
      const data = { ...event, total: board.jury.size, rows: rows.map(toRow) };
      return { rows: eventFrame(CONTEST_EVENTS.rows, data) };
    };
    const pageFrames = new Map<string, string>();
    for (const subscriber of board.subscribers) {
      let frame = frames.get(subscriber.view);
      if (frame === undefined) frames.set(subscriber.view, (frame = frameOf(subscriber.view)));
      if (frame === 'pages') pushPage(board, subscriber, pageFrames);
      else if (frame !== null) subscriber.write(frame.rows);
    }
  };

  /** A big change, to one stream: its page whole (serialised once per page), then its viewer's row if changed. */
  const pushPage = (board: LoadedBoard, subscriber: BoardSubscriber, frames: Map<string, string>) => {
    const { page, view, viewerId } = subscriber;
    if (!page) return;
    const { key, json, shown } = pageOf(board, view, page.number, page.limit, page.category);
    let frame = frames.get(key);
    if (frame === undefined) {
      const { contestId, frozen, updatedAt, total, rows } = json;
      frame = eventFrame(CONTEST_EVENTS.rows, {
        contestId,
        frozen,
        updatedAt,
        total,
        rows,
        page: page.number,
      });
      frames.set(key, frame);
    }
    subscriber.write(frame);
    const me = boardOfView(board, view).rowOfUser(viewerId);
    // Rows are replaced whenever their rank or cells change: the same object is the same row.
    if (me === undefined || lastMe.get(subscriber) === me) return;
    lastMe.set(subscriber, me);
    const { contestId, frozen, updatedAt, total } = json;
    subscriber.write(
      eventFrame(CONTEST_EVENTS.rows, { contestId, frozen, updatedAt, total, rows: [], me: shown(me) }),
    );
  };

  /** Whether the asker and the viewer are one participant: themselves, or one team (issue #36). */
  const sameParticipant = (board: LoadedBoard, askerId: string, viewerId: string) => {
    if (askerId === viewerId) return true;
    const asker = board.jury.rowOfUser(askerId);
    return asker !== undefined && asker.participationId === board.jury.rowOfUser(viewerId)?.participationId;
  };

  const mayRead = (board: LoadedBoard, s: BoardSubscriber, c: Clarification) =>
    s.isAdmin ||
    c.kind === 'announcement' ||
    c.broadcast ||
    (c.user !== null && sameParticipant(board, c.user._id, s.viewerId));

  const applyClarification = async (board: LoadedBoard, clarificationId: string) => {
    const row = await deps.contests.findClarification(clarificationId);
    if (!row) return;
    const clarification = toClarification(row);
    const event =
      clarification.kind === 'announcement' ? CONTEST_EVENTS.announcement : CONTEST_EVENTS.clarification;
    // A participant hears of an answer they may read; admins hear of every question too.
    broadcast(
      board,
      event,
      clarification,
      (s) =>
        mayRead(board, s, clarification) &&
        (s.isAdmin || clarification.answer !== null || clarification.kind === 'announcement'),
    );
  };

  /** A notification's cells, applied at once (no await between reading the participant and writing it). */
  const applyHeard = (board: LoadedBoard, known: Participant, cells: ChangedCell[]): Participant => {
    const participant: Participant = {
      who: known.who,
      jury: new Map(known.jury),
      public: new Map(known.public),
      heard: new Map(known.heard),
    };
    for (const cell of cells) {
      board.heard += 1;
      participant.jury.set(cell.label, cell.jury);
      participant.public.set(cell.label, cell.public);
      participant.heard.set(cell.label, board.heard);
    }
    return participant;
  };

  /** Whether a cell was heard for this participant after the board's count was `readFrom`. */
  const heardSince = (p: Participant, readFrom: number) => [...p.heard.values()].some((at) => at > readFrom);

  /** Copies onto `to` the cells heard for `from` after `readFrom` (a read that began then did not see them). */
  const keepHeardSince = (from: Participant | undefined, to: Participant, readFrom: number) => {
    for (const [label, at] of from?.heard ?? []) {
      if (at <= readFrom) continue;
      const jury = from?.jury.get(label);
      const shown = from?.public.get(label);
      if (jury) to.jury.set(label, jury);
      if (shown) to.public.set(label, shown);
      to.heard.set(label, at);
    }
  };

  /**
   * Participations read from the database (new to this board, or changed without their cells) in two
   * queries, merged with what was heard while the read ran; undefined for one that no longer takes part.
   */
  const readParticipants = async (board: LoadedBoard, ids: string[]) => {
    const readFrom = board.heard;
    const [people, cells] = await Promise.all([
      participantsOf(board.contest.id, ids),
      cellsOf(board.contest.id, ids),
    ]);
    const read = new Map<string, Participant | undefined>(ids.map((id) => [id, undefined]));
    for (const person of people) read.set(person.id, newParticipant(person.who));
    for (const cell of cells) {
      const participant = read.get(cell.participationId);
      participant?.jury.set(cell.label, cell.jury);
      participant?.public.set(cell.label, cell.public);
    }
    for (const [id, participant] of read) {
      const current = board.participants.get(id);
      if (participant) {
        keepHeardSince(current, participant, readFrom);
        board.participants.set(id, participant);
      } else if (!current || !heardSince(current, readFrom)) board.participants.delete(id);
    }
  };

  /**
   * Applies a burst: cells its notifications carried at once, the rest read from the database; then moves
   * the changed rows of each audience's board, as the participants are by then (a freeze that began since
   * builds the public one).
   */
  const applyCells = async (board: LoadedBoard, changed: Map<string, ChangedCell[] | undefined>) => {
    const toRead: string[] = [];
    for (const [id, cells] of changed) {
      const known = board.participants.get(id);
      if (known && cells) board.participants.set(id, applyHeard(board, known, cells));
      else toRead.push(id);
    }
    if (toRead.length > 0) await readParticipants(board, toRead);
    // During a reveal (a rejudge after the contest, say) the order itself may change: the boards are built
    // again, and everyone fetches them.
    if (revealStepOf(board) !== undefined) {
      rebuild(board);
      pushRows(board, { jury: undefined, public: undefined }, true);
      return;
    }
    board.revealOrder = undefined;
    const changesOf = (audience: 'jury' | 'public') =>
      new Map(
        [...changed.keys()].map((participationId): [string, BoardParticipant | undefined] => {
          const p = board.participants.get(participationId);
          return [participationId, p && { participationId, ...p.who, cells: p[audience] }];
        }),
      );
    const hides = hiddenFrom(board.contest) !== null;
    const started = performance.now();
    const jury = board.jury.update(changesOf('jury'), ROWS_EVENT_MAX);
    let publicRows = jury;
    if (hides && board.public === board.jury) {
      board.public = createOrderedBoard(audienceOf(board, 'public'), board.labels, board.contest.format);
      publicRows = undefined;
    } else if (hides) publicRows = board.public.update(changesOf('public'), ROWS_EVENT_MAX);
    else if (board.public !== board.jury) {
      board.public = board.jury;
      publicRows = undefined;
    }
    BOARD_COUNTERS.orderMs += performance.now() - started;
    countBuilds(hides ? 2 : 1);
    board.updatedAt = now();
    board.pages.clear();
    board.awards.clear();
    // A participant removed changes the contest as well as its board (its count of participants).
    const removed = [...changed.keys()].some((id) => !board.participants.has(id));
    pushRows(board, { jury, public: publicRows }, removed);
  };

  /**
   * Reads the whole board again and puts it in place; false when the contest is gone. When a later change's
   * reload began meanwhile, its read is the newer one: this one waits for it instead of putting an older
   * board over it (so a writer catching up still reads a board as new as its write).
   */
  const reloadWhole = (contestId: string, board: LoadedBoard): Promise<boolean> => {
    const readFrom = board.heard;
    const reload: Promise<boolean> = load(contestId).then(async (fresh) => {
      const latest = reloading.get(contestId)?.latest;
      if (latest !== undefined && latest !== reload) return latest;
      if (!fresh) {
        broadcast(board, CONTEST_EVENTS.board, boardEvent(board), everyone);
        forget(contestId);
        return false;
      }
      // Cells heard while the whole board was read may be newer than what the read saw.
      for (const [id, participant] of fresh.participants)
        keepHeardSince(board.participants.get(id), participant, readFrom);
      fresh.heard = board.heard;
      if (board.heard > readFrom) rebuild(fresh);
      fresh.subscribers = board.subscribers;
      loaded.set(contestId, Promise.resolve(fresh));
      broadcast(fresh, CONTEST_EVENTS.board, boardEvent(fresh), everyone);
      return true;
    });
    const entry = reloading.get(contestId) ?? { latest: reload, inFlight: 0 };
    entry.latest = reload;
    entry.inFlight += 1;
    reloading.set(contestId, entry);
    const settled = () => {
      entry.inFlight -= 1;
      if (entry.inFlight === 0) reloading.delete(contestId);
    };
    reload.then(settled, settled);
    return reload;
  };

  const apply = async (contestId: string) => {
    const work = queued.get(contestId);
    queued.delete(contestId);
    const pending = loaded.get(contestId);
    if (!work || !pending) return;
    const board = await pending;
    if (!board) return;
    if (work.whole) {
      if (!(await reloadWhole(contestId, board))) return;
    } else if (work.cells.size > 0) {
      await applyCells(board, work.cells);
      // A whole reload that ended meanwhile may have read before these cells: they go on the new board too.
      const current = await loaded.get(contestId);
      if (current && current !== board) await applyCells(current, work.cells);
    }
    await clarificationsOf(contestId, work.clarifications);
  };

  const clarificationsOf = async (contestId: string, clarificationIds: Set<string>) => {
    const current = await loaded.get(contestId);
    for (const id of clarificationIds) if (current) await applyClarification(current, id);
  };

  const flush = () => {
    timer = undefined;
    for (const contestId of [...queued.keys()])
      apply(contestId).catch((error: unknown) => {
        logger.error({ err: toLoggableError(error), contestId }, 'could not update a contest board');
        forget(contestId);
      });
  };

  const hear = (change: ContestChange) => {
    if (!loaded.has(change.contestId)) return;
    const work = queued.get(change.contestId) ?? {
      cells: new Map<string, ChangedCell[] | undefined>(),
      whole: false,
      clarifications: new Set<string>(),
    };
    if (change.kind === 'contest') work.whole = true;
    if (change.kind === 'cells') {
      const { participationId, cell } = change;
      // A change without its cell means reading them; once so, later cells of the burst are read with it.
      const before = work.cells.has(participationId) ? work.cells.get(participationId) : [];
      work.cells.set(participationId, before && cell ? [...before, cell] : undefined);
    }
    if (change.kind === 'clarification') work.clarifications.add(change.clarificationId);
    queued.set(change.contestId, work);
    timer ??= setTimeout(flush, coalesceWindowMs(following));
  };

  const listening = deps.listen?.(CONTEST_CHANGES_CHANNEL, {
    onChange: (payload) => {
      const change = decodeChange(payload ?? '');
      if (!change) return;
      BOARD_COUNTERS.changes += 1;
      hear(change);
    },
    onLive: (isLive) => {
      // Changes may have been missed while the feed was down: every board is read again.
      if (isLive && !live) {
        loaded.clear();
        idsBySlug.clear();
      }
      live = isLive;
    },
  });
  listening?.catch((error: unknown) => {
    logger.error({ err: toLoggableError(error) }, 'could not listen to contest changes');
  });

  /**
   * A person's row carries their name and public handle: a change of the user reads the row again on every
   * loaded board (a profile made private must not keep its handle on a cached one). Users change rarely
   * (names, profile settings, role), so a look through the loaded boards is enough. A lost feed already
   * reads every board again (above).
   */
  const hearUser = async (userId: string) => {
    for (const [contestId, pending] of loaded) {
      const board = await pending.catch(() => undefined);
      for (const [participationId, participant] of board?.participants ?? [])
        if (participant.who.user?._id === userId) hear({ kind: 'cells', contestId, participationId });
    }
  };
  deps
    .listen?.(USER_CHANGES_CHANNEL, {
      onChange: (userId) => {
        if (userId) void hearUser(userId);
      },
      // The contest channel's feed reports the same connection's outages and reloads the boards.
      onLive: () => undefined,
    })
    .catch((error: unknown) => {
      logger.error({ err: toLoggableError(error) }, 'could not listen to user changes');
    });

  return {
    /**
     * A page of the board the viewer may see, serialised once per board and page; with the viewer's own row
     * (`me`) added when they take part, wherever that row is.
     */
    async page(
      ref: string,
      view: ScoreboardView,
      page: number,
      limit: number,
      viewerId?: string,
      category?: string,
    ) {
      const contestId = await idOf(ref);
      const board = contestId === undefined ? undefined : await boardOf(contestId);
      if (!board) return undefined;
      if (category !== undefined && !board.contest.categories.includes(category))
        throw fieldError(CONTEST_MESSAGES.categoryUnknown);
      const { json, document, shown } = pageOf(board, view, page, limit, category);
      const me = viewerId === undefined ? undefined : boardOfView(board, view).rowOfUser(viewerId);
      return me ? serialiseJson({ ...json, me: shown(me) }) : document;
    },

    /** Follows a contest's board (by id or slug); answers the unsubscribe, or undefined when there is no such contest. */
    async subscribe(ref: string, subscriber: BoardSubscriber): Promise<(() => void) | undefined> {
      const contestId = await idOf(ref);
      const board = contestId === undefined ? undefined : await boardOf(contestId);
      if (!board || contestId === undefined) return undefined;
      const category = subscriber.page?.category;
      if (category !== undefined && !board.contest.categories.includes(category))
        throw fieldError(CONTEST_MESSAGES.categoryUnknown);
      const view = boardOfView(board, subscriber.view);
      const me = subscriber.viewerId ? view.rowOfUser(subscriber.viewerId) : undefined;
      if (me) lastMe.set(subscriber, me);
      board.subscribers.add(subscriber);
      following += 1;
      let followed = true;
      return () => {
        if (followed) following -= 1;
        followed = false;
        void loaded.get(contestId)?.then((current) => current?.subscribers.delete(subscriber));
        board.subscribers.delete(subscriber);
      };
    },

    /**
     * Applies a change this instance just wrote before answering, so the writer reads its own write (the
     * notification applies it again later, which changes nothing).
     */
    async catchUp(change: ContestChange): Promise<void> {
      hear(change);
      await apply(change.contestId);
    },

    /**
     * Where the reveal of a contest's frozen board stands (issue #36): its step (0 before it began) out of
     * the hidden cells; undefined when there is no such contest.
     */
    async reveal(contestId: string): Promise<RevealState | undefined> {
      const board = await boardOf(contestId);
      return board && revealStateOf(board, revealStepOf(board) ?? 0);
    },

    /** Boards built since this process started (one per audience per change): the benchmark counts them. */
    builds: () => builds,
  };
}

export type BoardStore = ReturnType<typeof createBoardStore>;
