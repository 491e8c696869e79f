// The expected answer for a Run on custom input: the problem's reference solution run on that input,
// in the same sandbox as the user's code. Its compile is free after the first time (the judge's
// artefact cache); its output is kept here per problem, reference and input, within a bound.
import { createHash } from 'node:crypto';
import { LANGUAGE_ID_BY_NAME } from '@codecourt/contracts';
import type { LanguageId } from '@codecourt/contracts';
import type { ProblemRow } from '../../db/schema/index.js';
import type { JudgeGateway } from '../judge-gateway/judge-gateway.js';
import type { StoredCode, StoredTemplate } from '../problems/problem-record.js';
import { buildCustomInputRequest, harnessFor } from '../problems/judge-request.js';

/** How many reference outputs are kept; the oldest is dropped first. */
export const REFERENCE_OUTPUT_CACHE_SIZE = 500;

export type ReferenceTarget = {
  problem: ProblemRow;
  templates: readonly StoredTemplate[];
  referenceSolutions: readonly StoredCode[];
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The reference in the user's language when the problem has one, else the first it has. */
function referenceFor(solutions: readonly StoredCode[], language: LanguageId) {
  const chosen =
    solutions.find((s) => LANGUAGE_ID_BY_NAME[s.language] === language) ?? solutions[0] ?? undefined;
  return chosen && { language: LANGUAGE_ID_BY_NAME[chosen.language], code: chosen.code };
}

export function createReferenceOutputs(
  gateway: Pick<JudgeGateway, 'run'>,
  size = REFERENCE_OUTPUT_CACHE_SIZE,
) {
  // Insertion order is age: a hit is re-inserted, so the first key is the least recently used.
  const cache = new Map<string, string | null>();
  const remember = (key: string, output: string | null) => {
    cache.delete(key);
    cache.set(key, output);
    while (cache.size > size) cache.delete(cache.keys().next().value as string);
  };

  return {
    /**
     * What the reference prints on `input`; undefined when the problem has no reference solution or the
     * reference does not finish cleanly on it (the input breaks the problem's rules): then there is
     * nothing to compare with.
     */
    async expectedFor(
      target: ReferenceTarget,
      language: LanguageId,
      input: string,
    ): Promise<string | undefined> {
      const reference = referenceFor(target.referenceSolutions, language);
      if (!reference) return undefined;
      const key = [target.problem.id, reference.language, sha256(reference.code), sha256(input)].join(':');
      if (cache.has(key)) {
        const known = cache.get(key) ?? null;
        remember(key, known);
        return known ?? undefined;
      }
      const request = buildCustomInputRequest(
        target.problem,
        reference,
        input,
        harnessFor(target.templates, reference.language),
      );
      const result = await gateway.run(request);
      const ran = result.verdict === 'Accepted' ? result.tests[0] : undefined;
      const output = ran?.stdout ?? null;
      // Only what the input decides is kept: a clean answer, or the reference failing on it. An engine failure
      // or a time limit (a starved machine's wall clock as much as a heavy input) is asked again next time.
      if (result.verdict !== 'Internal Error' && result.verdict !== 'Time Limit Exceeded')
        remember(key, output);
      return output ?? undefined;
    },
  };
}

export type ReferenceOutputs = ReturnType<typeof createReferenceOutputs>;
