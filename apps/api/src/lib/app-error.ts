/**
 * The one error type the API throws on purpose. `isCatastrophic` marks errors after which the
 * process should not keep serving (broken config, lost database); the central handler logs those loudly.
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
