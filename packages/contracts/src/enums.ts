// Every closed set of values the product knows. Other code imports these; it never retypes them.

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Tags a problem may carry. */
export const PROBLEM_TAGS = [
  'array',
  'linkedList',
  'graph',
  'dp',
  'string',
  'tree',
  'hashing',
  'stack',
  'queue',
] as const;
export type ProblemTag = (typeof PROBLEM_TAGS)[number];

/** How people name each tag: what screens and badge descriptions show instead of the id. */
export const PROBLEM_TAG_LABELS: Record<ProblemTag, string> = {
  array: 'Array',
  linkedList: 'Linked List',
  graph: 'Graph',
  dp: 'Dynamic Programming',
  string: 'String',
  tree: 'Tree',
  hashing: 'Hashing',
  stack: 'Stack',
  queue: 'Queue',
};

/** Filters of the problem list. */
export const STATUS_FILTERS = ['all', 'solved', 'unsolved'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export const DIFFICULTY_FILTERS = ['all', ...DIFFICULTIES] as const;
export type DifficultyFilter = (typeof DIFFICULTY_FILTERS)[number];
/** Every tag: the original API's four (docs/api.md) (array, linkedList, graph, dp) come first. */
export const TOPIC_FILTERS = ['all', ...PROBLEM_TAGS] as const;
export type TopicFilter = (typeof TOPIC_FILTERS)[number];

export const DISCUSSION_TAGS = ['discussion', 'question', 'solution', 'optimization', 'bug'] as const;
export type DiscussionTag = (typeof DISCUSSION_TAGS)[number];

export const VOTE_TYPES = ['upvote', 'downvote'] as const;
export type VoteType = (typeof VOTE_TYPES)[number];

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const CHAT_ROLES = ['user', 'model'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

/**
 * Judge verdicts, one enum for judge, API and web. Order is the precedence on one test
 * (IE > TLE > MLE > OLE > RE > WA), Accepted and Compilation Error last.
 */
export const VERDICTS = [
  'Internal Error',
  'Time Limit Exceeded',
  'Memory Limit Exceeded',
  'Output Limit Exceeded',
  'Runtime Error',
  'Wrong Answer',
  'Compilation Error',
  'Accepted',
] as const;
export type Verdict = (typeof VERDICTS)[number];

export const SANDBOX_DRIVERS = ['docker', 'bwrap', 'process'] as const;
export type SandboxDriver = (typeof SANDBOX_DRIVERS)[number];
