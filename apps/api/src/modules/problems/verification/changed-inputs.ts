import { MESSAGES } from '@codecourt/contracts';
import { inputRefusals } from '@codecourt/problem-package';
import { appError, fieldError } from '../../../lib/app-error.js';
import type { JudgeGateway } from '../../judge-gateway/judge-gateway.js';
import type { ProblemRecord } from '../problem-record.js';

/**
 * An edit's new or changed test inputs must pass the problem's stored checktestdata scripts and input
 * validators, as its package's did on import (the same refusal, the validator's words): 400 otherwise.
 * Inputs the problem already had are not judged again; a judge that cannot run answers 503.
 */
export async function assertChangedInputsValid(
  gateway: Pick<JudgeGateway, 'run'>,
  record: ProblemRecord,
  stored: Pick<ProblemRecord, 'samples' | 'secrets'> | undefined,
): Promise<void> {
  const { inputValidators = [], checktestdata = [], judgeLimits = {} } = record.format;
  if (inputValidators.length + checktestdata.length === 0) return;
  const known = new Set([...(stored?.samples ?? []), ...(stored?.secrets ?? [])].map((t) => t.input));
  const changed = <T extends { input: string }>(tests: readonly T[]) =>
    tests.filter((t) => !known.has(t.input));
  const samples = changed(record.samples);
  const secrets = changed(record.secrets);
  if (samples.length + secrets.length === 0) return;
  const refusals = await inputRefusals((request) => gateway.run(request), {
    inputValidators,
    checktestdata,
    limits: judgeLimits,
    samples,
    secrets,
  }).catch((error: unknown) => {
    throw appError('judgeUnavailable', 503, error);
  });
  if (refusals.length > 0) throw fieldError(`${MESSAGES.testInputRefused}: ${refusals.join('; ')}`);
}
