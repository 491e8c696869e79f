// Every user-facing message of spec §5 and §8, plus the ones the API adds. Screens and the API import these.
import { DISCUSSION_TAGS } from './enums.js';
import {
  DISCUSSION_CONTENT_MAX_LENGTH,
  DISCUSSION_TITLE_MAX_LENGTH,
  LAST_NAME_MAX_LENGTH,
  PAGE_LIMIT_MAX,
} from './limits.js';

export const MESSAGES = {
  // §5 signup
  firstNameTooShort: 'First name must be at least 3 characters',
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordComplexity:
    'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  // §5 problem form
  allLanguagesRequired: 'All three languages required',
  // §5 video
  videoRequired: 'Please select a video file',
  videoInvalidType: 'Please select a valid video file',
  videoTooLarge: 'File size must be less than 100MB',
  // §5 submit
  blankCode: 'Please write some code before submitting',
  // §8 client
  somethingWentWrong: 'Something went wrong',
  tooManyRequests: 'Too many requests. Please wait a moment before trying again.',
  requestTimeout: 'Request timed out. Please check your connection and try again.',
  fetchProblemsFailed: 'Failed to fetch problems',
  deleteProblemFailed: 'Failed to delete problem',
  uploadFailed: 'Upload failed. Please try again.',
  internalServerError: 'Internal server error',
  submissionFailed: 'Submission failed',
  aiChatFailed: 'Sorry, I encountered an error. Please try again.',
  updateProblemNotFound: 'Problem not found or error fetching data.',
  updateProblemFailed: 'Error updating problem.',
  problemNotFoundTitle: 'Problem not found',
  problemNotFoundBody: 'The requested problem could not be loaded.',
  // Workspace results (spec §2)
  testCasePassed: 'Test Case Passed',
  testCaseFailed: 'Failed',
  solutionAccepted: 'Solution Accepted!',
  solutionFailed: 'Solution Failed',
  // Form button states (spec §4)
  signingIn: 'Signing in...',
  creatingAccount: 'Creating account...',
  // API
  emailTaken: 'An account with this email already exists',
  invalidCredentials: 'Invalid email or password',
  notAuthenticated: 'Please sign in to continue',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have permission to do this',
  invalidCsrfToken: 'Invalid or missing CSRF token',
  notFound: 'Not found',
  routeNotFound: 'Route not found',
  payloadTooLarge: 'Request body is too large',
  codeTooLarge: 'Code must be at most 64 KB',
  unknownLanguage: 'Unsupported language',
  aiNotConfigured: 'AI help is not configured on this server',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  invalidRequest: 'Invalid request',
  malformedJson: 'Request body is not valid JSON',
  // Progress and community: names, bookmarks, discussions, leaderboard
  lastNameTooLong: `Last name must be at most ${LAST_NAME_MAX_LENGTH} characters`,
  invalidPage: 'Page must be a whole number of at least 1',
  invalidLimit: `Limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}`,
  problemRequired: 'Problem is required',
  problemNotFound: 'Problem not found',
  discussionNotFound: 'Discussion not found',
  discussionTitleRequired: 'Title is required',
  discussionTitleTooLong: `Title must be at most ${DISCUSSION_TITLE_MAX_LENGTH} characters`,
  discussionContentRequired: 'Content is required',
  discussionContentTooLong: `Content must be at most ${DISCUSSION_CONTENT_MAX_LENGTH.toLocaleString('en-US')} characters`,
  discussionTagInvalid: `Tags must be among: ${DISCUSSION_TAGS.join(', ')}`,
  replyRequired: 'Reply cannot be empty',
  replyTooLong: `Reply must be at most ${DISCUSSION_CONTENT_MAX_LENGTH.toLocaleString('en-US')} characters`,
  invalidVoteType: "Vote type must be 'upvote' or 'downvote'",
  discussionDeleted: 'Discussion deleted',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Strength meter labels, index = score - 1 (spec §5): score 0 and 1 are both "Very Weak". */
export const PASSWORD_STRENGTH_LABELS = ['Very Weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;
