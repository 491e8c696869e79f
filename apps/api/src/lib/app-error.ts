import { MESSAGES, type MessageKey } from '@codecourt/contracts';

/**
 * The one error type the API throws on purpose. `isCatastrophic` marks errors after which the
 * process should not keep serving (broken config, lost database); the central handler logs those loudly.
 * Throw it through `appError`, `catalogueError` or `fieldError` below, which take the text from a catalogue.
 */
export class AppError extends Error {
  constructor(
    public override readonly name: string,
    message: string,
    public readonly httpStatus = 500,
    public readonly isCatastrophic = false,
    public override readonly cause?: unknown,
  ) {
    super(message, { cause });
  }
}

/**
 * A factory of errors over one message catalogue: the error is named by its key (what the log shows) and
 * says the catalogue's text (what the client shows), so a key and its message are never written twice.
 */
export function catalogueError<Key extends string>(catalogue: Readonly<Record<Key, string>>) {
  return (key: Key, httpStatus: number, cause?: unknown): AppError =>
    new AppError(key, catalogue[key], httpStatus, false, cause);
}

/** An error from the shared catalogue: `throw appError('problemNotFound', 404)`. */
export const appError: (key: MessageKey, httpStatus: number, cause?: unknown) => AppError =
  catalogueError(MESSAGES);

/**
 * A 400 about the value of a field or of the request, with the message the client shows (a catalogue
 * text, or one built from a limit): every validation failure is named `validation`, like `validate()`'s.
 */
export function fieldError(message: string, cause?: unknown): AppError {
  return new AppError('validation', message, 400, false, cause);
}
