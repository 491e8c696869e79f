// The one catalogue of user-facing messages: what screens show, what the API answers and what the judge
// reports. Screens, the API and the judge import these; none retypes one.
import { DISCUSSION_TAGS, PROBLEM_TAGS } from './enums.js';
import {
  DISCUSSION_CONTENT_MAX_LENGTH,
  DISCUSSION_TITLE_MAX_LENGTH,
  LAST_NAME_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  PAGE_LIMIT_MAX,
  PROBLEM_MEMORY_LIMIT_KB,
  PROBLEM_TESTS_MAX,
  PROBLEM_TIME_LIMIT_MS,
  PERSONAL_TOKEN_NAME_MAX_LENGTH,
  PERSONAL_TOKENS_PER_USER_MAX,
  PASSWORD_RESET_TTL_SECONDS,
  VIDEO_UPLOADS_PER_ADDRESS,
} from './limits.js';
import { STATEMENT_MAX_BYTES, STATEMENT_MAX_NESTING } from './problem-import.js';

export const MESSAGES = {
  // Signup form
  firstNameTooShort: 'First name must be at least 3 characters',
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordComplexity:
    'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  // Problem form
  allLanguagesRequired: 'All three languages required',
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  difficultyInvalid: 'Difficulty must be easy, medium or hard',
  tagsRequired: 'Tags are required',
  tagsInvalid: `Tags must be among: ${PROBLEM_TAGS.join(', ')}`,
  visibleTestRequired: 'At least one visible test case is required',
  hiddenTestRequired: 'At least one hidden test case is required',
  hiddenTestsTwice: 'Send the hidden tests or their changes, not both',
  harnessRepeated: 'Each language has at most one harness',
  hiddenTestUnknown: 'No hidden test of this problem has that name',
  testUploadInvalid:
    'Upload a test as an input file and an answer file, or a zip of .in files with their .ans (or .out) files',
  timeLimitInvalid: `Time limit must be a whole number of milliseconds from ${PROBLEM_TIME_LIMIT_MS.min} to ${PROBLEM_TIME_LIMIT_MS.max}`,
  memoryLimitInvalid: `Memory limit must be from ${PROBLEM_MEMORY_LIMIT_KB.min / 1024} MB to ${PROBLEM_MEMORY_LIMIT_KB.max / 1024} MB`,
  // Followed by the validator's own words, as the package import gives them.
  testInputRefused: 'The problem’s input validators refuse a test input',
  testInputRequired: 'Input is required',
  testOutputRequired: 'Output is required',
  testExplanationRequired: 'Explanation is required',
  // Video upload
  videoRequired: 'Please select a video file',
  videoInvalidType: 'Please select a valid video file',
  videoTooLarge: 'File size must be less than 100MB',
  // Submit
  blankCode: 'Please write some code before submitting',
  nulInCode: 'The code contains a NUL byte (binary data): submit it as plain text',
  // Client errors
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
  adminsOnlyTitle: 'Admins only',
  adminsOnlyBody: 'This page manages the problem library and is open to administrators only.',
  // Workspace results
  testCasePassed: 'Test Case Passed',
  testCaseFailed: 'Failed',
  /** Custom input on a problem without a reference solution: the output, with no verdict. */
  customInputRan: 'Finished',
  noExpectedOutput: 'This problem has no reference solution, so your output is shown without a verdict.',
  comparedWithReference: 'compared with the output of the reference solution',
  solutionAccepted: 'Solution Accepted!',
  solutionFailed: 'Solution Failed',
  // Form button states
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
  languageUnavailable:
    'This language is not available on this judge: its toolchain is not installed. Please choose another language.',
  aiNotConfigured: 'AI help is not configured on this server',
  aiMessageTooShort: 'Please enter a message of at least 2 characters',
  aiUpstreamFailed: 'The AI service failed to answer. Please try again.',
  aiTimeout: 'The AI service took too long to answer. Please try again.',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  invalidRequest: 'Invalid request',
  malformedJson: 'Request body is not valid JSON',
  nulCharacter: 'Text must not contain the NUL character (U+0000)',
  /** A dependency is down (503): the API answers at once instead of hanging, and recovers by itself. */
  databaseUnavailable: 'The database is not available right now. Please try again in a moment.',
  serviceUnavailable: 'The service is briefly unavailable. Please try again in a moment.',
  /** `pnpm dev`: the web app is up and the API is still starting (the dev proxy's 503). */
  serverStarting: 'Starting the server…',
  // API: session
  loggedOut: 'Logged out successfully',
  // Account: change, forget and reset a password
  currentPasswordRequired: 'Current password is required',
  currentPasswordIncorrect: 'Current password is incorrect',
  newPasswordSameAsCurrent: 'The new password must be different from the current one',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordChanged:
    'Your password was changed. Other devices were signed out and your access tokens were revoked.',
  resetLinkSent: `If an account exists for that email, a link to reset its password is on its way. The link works once, for ${PASSWORD_RESET_TTL_SECONDS / 60} minutes.`,
  resetLinkInvalid: 'This reset link is not valid or was already used. Please ask for a new one.',
  resetLinkExpired: 'This reset link has expired. Please ask for a new one.',
  passwordResetDone:
    'Your password was reset. Other devices were signed out and your access tokens were revoked. Please sign in with your new password.',
  // API: problems, run and submit
  problemNotFound: 'Problem not found',
  tooManyTests: `A problem may have at most ${PROBLEM_TESTS_MAX.toLocaleString('en-US')} tests, visible and hidden together`,
  submissionNotFound: 'Submission not found',
  stillJudging: 'Your submission is queued for judging; its verdict will appear in your submissions',
  invalidIdempotencyKey:
    'The Idempotency-Key header must be 8 to 100 letters, digits, dashes or underscores.',
  judgeUnavailable: 'The judge is not available right now. Please try again later.',
  metricsUnauthorized: 'The metrics need the bearer token the server was given in METRICS_TOKEN.',
  invalidSubmitWait: "wait must be 'true' or 'false'",
  problemDeleted: 'Problem deleted successfully',
  slugTaken: 'A problem with this title already exists',
  packageSlugExists: 'A problem with this package’s slug already exists: confirm to replace it',
  videoNotFound: 'This problem has no solution video',
  videoDeleted: 'Video deleted successfully',
  videoNotOfProblem: 'The uploaded video does not belong to this problem',
  videoStorageNotFound: 'The uploaded video was not found in the video store',
  uploadSignatureInvalid: 'The upload signature is invalid',
  uploadTicketMissing: 'The upload carries no ticket (signature, timestamp, public_id)',
  uploadsInProgress: `At most ${String(VIDEO_UPLOADS_PER_ADDRESS)} uploads from one address at a time: wait for one to finish`,
  uploadSignatureExpired: 'The upload signature has expired',
  uploadFileMissing: 'The upload carries no file',
  packageInvalid: 'The file is not a valid problem package',
  packageUnsafeEntry: 'The package holds a link or a path outside its folder',
  packageTooLarge: 'The package is too large',
  statementTooLarge: `The statement must be at most ${String(STATEMENT_MAX_BYTES / 1024)} KB`,
  statementTooDeep: `The statement's lists and quotes must nest at most ${String(STATEMENT_MAX_NESTING)} deep`,
  // Judge: why a verdict
  compileLimitExceeded: 'Compilation exceeded its time or memory limit',
  compiledNothing: 'The source compiled, but declares nothing to run (for Java: no class)',
  validatorFailed: 'The output validator failed',
  interactorFailed: 'The interactor failed',
  programLeftInteractor: 'The program stopped reading before the interactor was done',
  tooManyPasses: 'The validator asked for more passes than the problem allows',
  javaClassNameTooLong: 'The class name is too long for a file name',
  programPathInvalid: 'A file path must be relative, without "." or ".." parts',
  programPathDuplicate: 'Two files of the program have the same path',
  programTooLarge: 'The program files must be at most 1 MB together',
  validatorArgInvalid: 'A validator flag must be one word, without spaces or NUL',
  sandboxFailed: 'The sandbox failed to run the program',
  wrongAnswer: 'Wrong answer',
  // Progress and community: names, bookmarks, discussions, leaderboard
  lastNameTooLong: `Last name must be at most ${LAST_NAME_MAX_LENGTH} characters`,
  invalidPage: 'Page must be a whole number of at least 1',
  invalidLimit: `Limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}`,
  problemRequired: 'Problem is required',
  // Notes and server-kept drafts
  noteTooLong: `A note must be at most ${NOTE_MAX_LENGTH.toLocaleString('en-US')} characters`,
  noteSearchTooLong: 'Search for at most 100 characters',
  noDailyProblem: 'There is no daily problem: the library is empty',
  // Sync to Git
  gitSyncUrlInvalid: 'The remote must be an https:// URL without a user name, password, query or fragment',
  gitSyncUrlForbidden:
    'The remote’s host is on a private, link-local or loopback network; CodeCourt only pushes to public Git hosts',
  gitSyncBranchInvalid:
    'A branch is letters, digits, ".", "_", "-" and "/" (at most 100), not starting with "-" or "/"',
  gitSyncTokenRequired: 'Enter an access token (it is stored encrypted and never shown again)',
  gitSyncTokenTooLong: 'An access token is at most 500 characters',
  gitSyncNotSet: 'Sync to Git is not set up',
  gitSyncAuthFailed:
    'The remote refused the token: check that it is right, not expired, and may push to this repository',
  gitSyncNotFound: 'The remote repository was not found: check the URL',
  gitSyncUnreachable: 'The remote could not be reached',
  gitSyncRejected: 'The remote rejected the push (is the branch protected?)',
  gitSyncTokenUnreadable:
    'The stored token can no longer be read (the server’s key changed): enter the token again',
  gitSyncFailed: 'The sync failed',
  // Spaced review and study plans
  reviewCardNotFound: 'You have not solved this problem yet, so it has no review card',
  reviewNotDue: 'This problem is not due for review yet',
  reviewNotSolvedAgain: 'Solve the problem again (an Accepted submit) before grading the review',
  reviewStartInvalid: 'The review start must lie between the last review and now',
  planNotFound: 'Study plan not found',
  planSlugInvalid: 'A slug is lowercase letters and digits joined by single hyphens',
  planTitleRequired: 'A plan needs a title',
  planSummaryRequired: 'A plan needs a summary',
  planStepsRequired: 'A plan needs at least one step',
  planStepIntroRequired: 'Every step needs a short introduction',
  planProblemRepeated: 'A problem appears only once in a plan',
  planProblemUnknown: 'A step names a problem that is not in the library',
  discussionNotFound: 'Discussion not found',
  discussionTitleRequired: 'Title is required',
  discussionTitleTooLong: `Title must be at most ${DISCUSSION_TITLE_MAX_LENGTH} characters`,
  discussionContentRequired: 'Content is required',
  discussionContentTooLong: `Content must be at most ${DISCUSSION_CONTENT_MAX_LENGTH.toLocaleString('en-US')} characters`,
  discussionTagInvalid: `Tags must be among: ${DISCUSSION_TAGS.join(', ')}`,
  replyNotFound: 'Reply not found',
  replyRequired: 'Reply cannot be empty',
  replyTooLong: `Reply must be at most ${DISCUSSION_CONTENT_MAX_LENGTH.toLocaleString('en-US')} characters`,
  invalidVoteType: "Vote type must be 'upvote' or 'downvote'",
  discussionDeleted: 'Discussion deleted',
  // Notifications
  notificationNotFound: 'Notification not found',
  notificationsAllRead: 'Every notification is marked as read',
  // Personal access tokens
  tokenNameRequired: 'Token name is required',
  tokenNameTooLong: `Token name must be at most ${PERSONAL_TOKEN_NAME_MAX_LENGTH} characters`,
  tokenLimitReached: `You can have at most ${PERSONAL_TOKENS_PER_USER_MAX} access tokens. Revoke one to create another.`,
  tokenNotFound: 'Access token not found',
  invalidAccessToken: 'The access token is invalid or has been revoked',
  tokensNeedSession:
    'Access tokens can only be created from a signed-in browser session, not with another token',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Strength meter labels, index = score - 1: score 0 and 1 are both "Very Weak". */
export const PASSWORD_STRENGTH_LABELS = ['Very Weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;

/** Said after a 429's message when the server sent Retry-After (in seconds): how long to wait. */
export function retryAfterText(seconds: number): string {
  const wait = Math.max(1, Math.ceil(seconds));
  if (wait < 60) return `Try again in ${String(wait)} second${wait === 1 ? '' : 's'}.`;
  const minutes = Math.ceil(wait / 60);
  return `Try again in ${String(minutes)} minute${minutes === 1 ? '' : 's'}.`;
}
