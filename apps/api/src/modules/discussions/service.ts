import { MESSAGES, idSchema } from '@codecourt/contracts';
import type {
  Discussion,
  DiscussionListQuery,
  ReplyRequest,
  VoteResponse,
  ValidDiscussionRequest,
  VoteType,
} from '@codecourt/contracts';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { ProblemRepository } from '../problems/repository.js';
import { toDiscussionsJson } from './discussion-json.js';
import type { DiscussionRepository, DiscussionWithAuthor } from './repository.js';
import { renderDiscussionMarkdown } from './render-markdown.js';

const problemNotFound = () => new AppError('problemNotFound', MESSAGES.problemNotFound, 404);
const discussionNotFound = () => new AppError('discussionNotFound', MESSAGES.discussionNotFound, 404);

/** Per-problem discussions: read by anyone; written by signed-in users; deleted by the author or an admin. */
export function createDiscussionService(deps: {
  discussions: DiscussionRepository;
  problems: ProblemRepository;
}) {
  const { discussions, problems } = deps;

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
      await existing(id);
      const counts = await discussions.vote(id, user.id, voteType);
      if (!counts) throw discussionNotFound();
      return counts;
    },

    async reply(user: UserRow, id: string, input: ReplyRequest): Promise<Discussion> {
      await existing(id);
      await discussions.addReply({
        discussionId: id,
        userId: user.id,
        content: input.content,
        contentHtml: renderDiscussionMarkdown(input.content),
      });
      return one(id);
    },

    async delete(user: UserRow, id: string): Promise<void> {
      const discussion = await existing(id);
      if (discussion.userId !== user.id && user.role !== 'admin') {
        throw new AppError('forbidden', MESSAGES.forbidden, 403);
      }
      await discussions.delete(id);
    },
  };
}

export type DiscussionService = ReturnType<typeof createDiscussionService>;
