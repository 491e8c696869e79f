// The Kattis output-validator interface, shared by custom validators and interactors: argv input_file
// answer_file feedback_dir, exit 42 accepts and 43 rejects, and what the validator leaves in its
// feedback dir (judgemessage.txt, score.txt, a multi-pass problem's nextpass.in).
import { MESSAGES } from '@codecourt/contracts';
import type { RunReport, SandboxSession } from '../sandbox/types.js';
import type { CheckOutcome } from '../checkers/types.js';

export const VALIDATOR_ACCEPTED = 42;
export const VALIDATOR_WRONG_ANSWER = 43;
const FEEDBACK_BYTES = 4 * 1024;
/** What a failed validator said, kept within the stored fault's bound (JUDGE_FAULT_DETAIL_CHARS). */
const FAULT_CHARS = 1_500;
/** A next pass's input may be as large as a test's. */
const NEXT_PASS_BYTES = 64 * 1024 * 1024;

export type FeedbackDir = { input: string; answer: string; feedback: string };

/** The test's files and an empty feedback dir; kept across a multi-pass test's passes (validators keep state there). */
export async function prepareFeedbackDir(
  session: SandboxSession,
  index: number,
  input: string | Buffer,
  answer: string,
): Promise<FeedbackDir> {
  const dir = `test-${String(index)}`;
  await session.makeDirectory(dir);
  await session.makeDirectory(`${dir}/feedback`);
  await session.writeFile(`${dir}/input`, input);
  await session.writeFile(`${dir}/answer`, answer);
  return { input: `${dir}/input`, answer: `${dir}/answer`, feedback: `${dir}/feedback/` };
}

const readOptional = (session: SandboxSession, path: string, maxBytes: number) =>
  session.readFile(path, maxBytes).then(
    (data) => data,
    () => Buffer.alloc(0),
  );

/** The verdict a validator's exit gives, with its feedback; `failed` names the validator in a judge error. */
export async function validatorOutcome(
  session: SandboxSession,
  dir: FeedbackDir,
  report: RunReport,
  failed: string,
): Promise<CheckOutcome> {
  const feedback = (await readOptional(session, `${dir.feedback}judgemessage.txt`, FEEDBACK_BYTES))
    .toString('utf8')
    .trim();
  if (report.status === 'RE' && report.exitCode === VALIDATOR_WRONG_ANSWER) {
    return { verdict: 'Wrong Answer', message: feedback || MESSAGES.wrongAnswer };
  }
  if (report.status !== 'RE' || report.exitCode !== VALIDATOR_ACCEPTED) {
    const detail = `${report.status}, exit code ${String(report.exitCode)}`;
    // What the validator said about its own failure, for admins: judgeerror.txt (the format's file for
    // it), judgemessage.txt, then its stderr.
    const judgeError = (await readOptional(session, `${dir.feedback}judgeerror.txt`, FEEDBACK_BYTES))
      .toString('utf8')
      .trim();
    const said = [judgeError, feedback, report.stderr.toString('utf8').trim()].filter(Boolean).join('\n');
    return {
      verdict: 'Internal Error',
      message: `${failed} (${detail}) ${said.slice(0, FAULT_CHARS)}`.trim(),
    };
  }
  const outcome: CheckOutcome = feedback
    ? { verdict: 'Accepted', message: feedback }
    : { verdict: 'Accepted' };
  const score = Number.parseFloat(
    (await readOptional(session, `${dir.feedback}score.txt`, 64)).toString('utf8'),
  );
  if (Number.isFinite(score)) outcome.score = score;
  const nextPass = await readOptional(session, `${dir.feedback}nextpass.in`, NEXT_PASS_BYTES);
  if (nextPass.length > 0) {
    outcome.nextPass = nextPass;
    // The session cannot remove files: an empty nextpass.in means "no next pass" to the next read,
    // and the validator (another uid under docker and process) must be able to write it again.
    await session.writeFile(`${dir.feedback}nextpass.in`, '', 0o666);
  }
  return outcome;
}
