import {
  ADMIN_OPTIONAL_LANGUAGES,
  ADMIN_TEMPLATE_LANGUAGES,
  LANGUAGE_ID_BY_NAME,
} from '@codecourt/contracts';
import type { LanguageName, ReferenceFailure, VerifyEvent } from '@codecourt/contracts';
import type { JudgeGateway } from '../../judge-gateway/judge-gateway.js';
import { buildJudgeRequest, harnessFor } from '../judge-request.js';
import type { ProblemRecord } from '../problem-record.js';
import { judgedColumns } from '../write-problem-record.js';
import { referenceFailureOf, testPlace } from './reference-failure.js';
import { runRemembered } from './remembered-verdicts.js';

const LANGUAGE_ORDER: readonly LanguageName[] = [...ADMIN_TEMPLATE_LANGUAGES, ...ADMIN_OPTIONAL_LANGUAGES];
const orderOf = (language: LanguageName) => {
  const at = LANGUAGE_ORDER.indexOf(language);
  return at === -1 ? LANGUAGE_ORDER.length : at;
};

/** Progress as it happens (the streamed verify route forwards it); the outcome is the return value. */
export type VerifyProgress = (event: Extract<VerifyEvent, { type: 'started' | 'judging' | 'test' }>) => void;

/**
 * Judges every reference solution of the record on every visible and hidden test, through the same
 * gateway Run uses (in this process or on the queue's workers), each inside its harness when the
 * language has one (a pass of the very same request minutes ago is reused: remembered-verdicts.ts).
 * Answers the first failure, or undefined when all passed. Throws when the judge cannot run at all.
 */
export async function verifyReferenceSolutions(
  gateway: Pick<JudgeGateway, 'run'>,
  record: ProblemRecord,
  onProgress: VerifyProgress = () => undefined,
): Promise<ReferenceFailure | undefined> {
  const solutions = [...record.referenceSolutions].sort((a, b) => orderOf(a.language) - orderOf(b.language));
  const tests = [
    ...record.samples.map((t) => ({ ...t, kind: 'sample' as const })),
    ...record.secrets.map((t) => ({ ...t, kind: 'secret' as const })),
  ];
  const visibleCount = record.samples.length;
  const problem = judgedColumns(record);
  onProgress({
    type: 'started',
    languages: solutions.map((s) => s.language),
    visibleTests: visibleCount,
    hiddenTests: record.secrets.length,
  });
  for (const solution of solutions) {
    onProgress({ type: 'judging', language: solution.language });
    const language = LANGUAGE_ID_BY_NAME[solution.language];
    const request = buildJudgeRequest(
      problem,
      tests,
      { language, code: solution.code },
      'stop-on-first-failure',
      harnessFor(record.templates, language),
    );
    const result = await runRemembered(gateway, request);
    if (result.verdict === 'Internal Error') throw new Error(result.message ?? 'the judge failed');
    for (const judged of result.tests) {
      const place = testPlace(judged.index, visibleCount);
      onProgress({
        type: 'test',
        language: solution.language,
        testKind: place.kind,
        testNumber: place.number,
        verdict: judged.verdict,
      });
    }
    const failure = referenceFailureOf(solution.language, result, tests, visibleCount);
    if (failure) return failure;
  }
  return undefined;
}
