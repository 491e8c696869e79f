import type { Discussion, PublicUser } from '@codecourt/contracts';

/** Another member than the signed-in test user. */
export const grace: PublicUser = {
  _id: '00000000-0000-4000-8000-0000000000bb',
  firstName: 'Grace',
  lastName: 'Hopper',
};

/** Grace's question, with no votes and no replies yet. */
export const discussion: Discussion = {
  _id: '00000000-0000-4000-8000-000000000101',
  problemId: '00000000-0000-4000-8000-000000000001',
  userId: grace,
  title: 'Hash map or sort?',
  content: 'Which one?',
  contentHtml: '<p>Which one?</p>',
  tags: ['question'],
  createdAt: '2026-01-01T00:00:00.000Z',
  upvotes: [],
  downvotes: [],
  replies: [],
};
