import type { DiscussionTag } from '@codecourt/contracts';

export type DemoTopic = { title: string; tag: DiscussionTag; author: string; replies: number };

/** A static demo table: examples of what the community board looks like. */
export const DEMO_TOPICS: readonly DemoTopic[] = [
  {
    title: 'How do you decide between BFS and DFS in an interview?',
    tag: 'question',
    author: 'Ava',
    replies: 12,
  },
  {
    title: 'Two pointers pattern: a cheat sheet with examples',
    tag: 'discussion',
    author: 'Ravi',
    replies: 8,
  },
  {
    title: 'O(n) sliding window for longest substring without repeats',
    tag: 'solution',
    author: 'Mei',
    replies: 5,
  },
  {
    title: 'Cutting memory in half on the knapsack DP with one row',
    tag: 'optimization',
    author: 'Jonas',
    replies: 3,
  },
  {
    title: 'Editor loses the cursor position after switching language',
    tag: 'bug',
    author: 'Lena',
    replies: 2,
  },
];
