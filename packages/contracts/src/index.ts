// The package's public surface: the one place apps import shared schemas, enums, limits and messages from.
export * from './enums.js';
export * from './languages.js';
export * from './limits.js';
export * from './messages.js';
export * from './password.js';
export * from './common.js';
export * from './auth.js';
export * from './problem.js';
export * from './submission.js';
export * from './stats.js';
export * from './discussion.js';
export * from './video.js';
export * from './ai.js';
export * from './health.js';
export * from './session-messages.js';
export * from './judge.js';
export * from './judge-queue.js';
