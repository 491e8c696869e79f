import { describe, expect, it } from 'vitest';
import type { Discussion } from '@codecourt/contracts';
import { applyVote, ownVote } from '@/features/discussions/lib/apply-vote';

const me = '00000000-0000-4000-8000-0000000000aa';
const other = '00000000-0000-4000-8000-0000000000bb';

const discussion = (upvotes: string[], downvotes: string[]): Discussion => ({
  _id: '00000000-0000-4000-8000-000000000001',
  problemId: '00000000-0000-4000-8000-000000000002',
  userId: { _id: other, firstName: 'Grace', lastName: null },
  title: 'Two pointers?',
  content: 'x',
  contentHtml: '<p>x</p>',
  tags: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  upvotes,
  downvotes,
  replies: [],
});

describe('applying a vote', () => {
  it('when the user has not voted, then the vote is added and others are kept', () => {
    const after = applyVote(discussion([other], []), me, 'upvote');
    expect(after.upvotes).toEqual([other, me]);
    expect(ownVote(after, me)).toBe('upvote');
  });

  it('when the same vote comes again, then it is withdrawn', () => {
    const after = applyVote(discussion([me, other], []), me, 'upvote');
    expect(after.upvotes).toEqual([other]);
    expect(ownVote(after, me)).toBeNull();
  });

  it('when the other vote comes, then it switches', () => {
    const after = applyVote(discussion([me], [other]), me, 'downvote');
    expect(after.upvotes).toEqual([]);
    expect(after.downvotes).toEqual([other, me]);
  });

  it('when nobody is signed in, then there is no own vote', () => {
    expect(ownVote(discussion([me], []), undefined)).toBeNull();
  });
});
