import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@codecourt/contracts';
import { ApiError } from '@/lib/api-error';
import { runFailureMessage, submitFailureMessage } from '@/features/judge-console/lib/request-errors';

const withServerText = new ApiError('Unsupported language', 400, { error: 'Unsupported language' });
const tooMany = new ApiError(MESSAGES.tooManyRequests, 429, undefined);
const bareBadRequest = new ApiError(MESSAGES.somethingWentWrong, 400, '<html>');
const bareServerError = new ApiError(MESSAGES.somethingWentWrong, 502, undefined);
const noAnswer = new ApiError(MESSAGES.somethingWentWrong, undefined, undefined, 'ERR_NETWORK');

describe('run and submit failure messages', () => {
  it('when the server sent an error text, then both show it', () => {
    expect(runFailureMessage(withServerText)).toBe('Unsupported language');
    expect(submitFailureMessage(withServerText)).toBe('Unsupported language');
  });

  it('when the client answered 429, then its message is shown', () => {
    expect(runFailureMessage(tooMany)).toBe(MESSAGES.tooManyRequests);
    expect(submitFailureMessage(tooMany)).toBe(MESSAGES.tooManyRequests);
  });

  it('when a run fails without a server text, then it reads Internal server error', () => {
    expect(runFailureMessage(bareBadRequest)).toBe(MESSAGES.internalServerError);
    expect(runFailureMessage(new Error('boom'))).toBe(MESSAGES.internalServerError);
  });

  it('when a submit is refused without a text, then Submission failed; without an answer or on a 5xx, Internal server error', () => {
    expect(submitFailureMessage(bareBadRequest)).toBe(MESSAGES.submissionFailed);
    expect(submitFailureMessage(bareServerError)).toBe(MESSAGES.internalServerError);
    expect(submitFailureMessage(noAnswer)).toBe(MESSAGES.internalServerError);
  });
});
