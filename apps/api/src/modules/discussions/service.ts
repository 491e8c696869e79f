import { idSchema } from '@codecourt/contracts';
import type {
  Discussion,
  DiscussionListQuery,
  EditReplyRequest,
  ReplyRequest,
  VoteResponse,
  ValidDiscussionRequest,
  ValidEditDiscussionRequest,
  VoteType,
} from '@codecourt/contracts';
import type { UserRow } from '../../db/schema/index.js';
import { appError } from '../../lib/app-error.js';
import type { ProblemReader } from '../problems/visibility/problem-visibility.js';
import { toDiscussionsJson } from './discussion-json.js';
import type { DiscussionRepository, DiscussionWithAuthor } from './repository.js';
import { renderDiscussionMarkdown } from './render-markdown.js';

/** What the discussions tell the notifications (a reply, a vote), implemented by the notifications module. */
export type DiscussionNotifier = {
  replied: (event: DiscussionNotice) => Promise<void>;
  voted: (event: DiscussionNotice) => Promise<void>;
};
export type DiscussionNotice = {
  discussion: { id: string; title: string; authorId: string };
  problemSlug: string;
  actorId: string;
};

const problemNotFound = () => appError('problemNotFound', 404);
const discussionNotFound = () => appError('discussionNotFound', 404);
/** Only its author or an admin may change or delete a post. */
const mayChange = (user: UserRow, authorId: string): void => {
  if (authorId !== user.id && user.role !== 'admin') throw appError('forbidden', 403);
};

/** Per-problem discussions: read by anyone; written by signed-in users; deleted by the author or an admin. */
export function createDiscussionService(deps: {
  discussions: DiscussionRepository;
  /** The problems as everyone reads them (discussions are public): a secret problem's read as absent. */
  problems: ProblemReader;
  /** Tells a discussion's author of replies and votes (never fails the write it follows). */
  notify?: DiscussionNotifier | undefined;
}) {
  const { discussions, problems } = deps;
  const tell = async (kind: keyof DiscussionNotifier, discussion: DiscussionWithAuthor, actorId: string) => {
    if (!deps.notify) return;
    const problem = await problems.findRow(discussion.problemId);
    if (!problem) return;
    await deps.notify[kind]({
      discussion: { id: discussion.id, title: discussion.title, authorId: discussion.userId },
      problemSlug: problem.slug,
      actorId,
    });
  };

  const problemIdOf = async (ref: string): Promise<string> => {
    const problem = await problems.findRow(ref);
    if (!problem) throw problemNotFound();
    return problem.id;
  };
  const existing = async (id: string): Promise<DiscussionWithAuthor> => {
    const found = idSchema.safeParse(id).success ? await discussions.findById(id) : undefined;
    if (!found) throw discussionNotFound();
    return found;
  };
  const shown = async (rows: DiscussionWithAuthor[]): Promise<Discussion[]> => {
    const ids = rows.map((row) => row.id);
    const [votes, replies] = await Promise.all([discussions.votesOn(ids), discussions.repliesTo(ids)]);
    return toDiscussionsJson(rows, votes, replies);
  };
  const one = async (id: string): Promise<Discussion> => {
    const [discussion] = await shown([await existing(id)]);
    if (!discussion) throw discussionNotFound();
    return discussion;
  };

  return {
    async list(problemRef: string, query: DiscussionListQuery): Promise<Discussion[]> {
      const problemId = await problemIdOf(problemRef);
      return shown(await discussions.page(problemId, query.sort, query.page, query.limit));
    },

    async create(user: UserRow, input: ValidDiscussionRequest): Promise<Discussion> {
      const id = await discussions.insert({
        problemId: await problemIdOf(input.problemId),
        userId: user.id,
        title: input.title,
        content: input.content,
        contentHtml: renderDiscussionMarkdown(input.content),
        tags: input.tags,
      });
      return one(id);
    },

    async vote(user: UserRow, id: string, voteType: VoteType): Promise<VoteResponse> {
      const discussion = await existing(id);
      const counts = await discussions.vote(id, user.id, voteType);
      if (!counts) throw discussionNotFound();
      // A withdrawn vote is not news: only a vote that stands tells the author.
      const votes = await discussions.votesOn([id]);
      if (votes.some((vote) => vote.userId === user.id)) await tell('voted', discussion, user.id);
      return counts;
    },

    async reply(user: UserRow, id: string, input: ReplyRequest): Promise<Discussion> {
      const discussion = await existing(id);
      await discussions.addReply({
        discussionId: id,
        userId: user.id,
        content: input.content,
        contentHtml: renderDiscussionMarkdown(input.content),
      });
      await tell('replied', discussion, user.id);
      return one(id);
    },

    async edit(user: UserRow, id: string, input: ValidEditDiscussionRequest): Promise<Discussion> {
      mayChange(user, (await existing(id)).userId);
      await discussions.update(id, {
        title: input.title,
        content: input.content,
        contentHtml: renderDiscussionMarkdown(input.content),
        tags: input.tags,
        editedAt: new Date(),
      });
      return one(id);
    },

    async editReply(
      user: UserRow,
      id: string,
      replyId: string,
      input: EditReplyRequest,
    ): Promise<Discussion> {
      await existing(id);
      const reply = idSchema.safeParse(replyId).success
        ? await discussions.findReply(id, replyId)
        : undefined;
      if (!reply) throw appError('replyNotFound', 404);
      mayChange(user, reply.userId);
      await discussions.updateReply(replyId, {
        content: input.content,
        contentHtml: renderDiscussionMarkdown(input.content),
        editedAt: new Date(),
      });
      return one(id);
    },

    async delete(user: UserRow, id: string): Promise<void> {
      mayChange(user, (await existing(id)).userId);
      await discussions.delete(id);
    },
  };
}

export type DiscussionService = ReturnType<typeof createDiscussionService>;
