/** The sandbox, not the submission, went wrong: the verdict is Internal Error (and the queue may retry). */
export class SandboxFailure extends Error {
  override readonly name = 'SandboxFailure';
}
