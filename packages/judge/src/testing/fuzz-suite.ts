// No program text may produce an Internal Error: legal programs in odd shapes are judged on their
// merits (Accepted), and mangled ones get a verdict about the program, never about the judge.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LANGUAGE_IDS } from '@codecourt/contracts';
import type { LanguageId, SandboxDriver } from '@codecourt/contracts';
import { getLanguage } from '@codecourt/languages';
import { createJudge } from '../engine/create-judge.js';
import type { Judge } from '../engine/create-judge.js';
import { dressedUp, JAVA_NAMES, mangled } from './programs/odd-sources.js';
import { TEST_JUDGE_CONFIG } from './test-config.js';

const SLOW = 300_000;
const SUM_TEST = { input: '2 40\n', expected: '42\n' };

export function fuzzSuite(driver: SandboxDriver): () => void {
  return () => {
    let judge: Judge;
    let cacheDir: string;
    beforeAll(async () => {
      cacheDir = await mkdtemp(join(tmpdir(), 'codecourt-fuzz-'));
      judge = await createJudge({ config: TEST_JUDGE_CONFIG, sandbox: driver, cacheDir });
    });
    afterAll(async () => {
      await judge.close();
      await rm(cacheDir, { recursive: true, force: true });
    });

    const verdicts = async (
      cases: { name: string; language: (typeof LANGUAGE_IDS)[number]; source: string }[],
    ) => {
      const seen: Record<string, string> = {};
      for (const c of cases) {
        const result = await judge.judge({ language: c.language, source: c.source, tests: [SUM_TEST] });
        seen[c.name] =
          result.verdict === 'Internal Error' ? `Internal Error: ${String(result.message)}` : result.verdict;
      }
      return seen;
    };

    it(
      "when a Java program names its class by any of Java's rules, then it is judged Accepted",
      async () => {
        const seen = await verdicts([...JAVA_NAMES]);
        expect(seen).toEqual(Object.fromEntries(JAVA_NAMES.map((c) => [c.name, 'Accepted'])));
      },
      SLOW,
    );

    it(
      'when a right program has a BOM, CRLF, unicode comments or a size near 64 KB, then it is judged Accepted in every language',
      async () => {
        const cases = LANGUAGE_IDS.flatMap((language) => dressedUp(language));
        const seen = await verdicts(cases);
        expect(seen).toEqual(Object.fromEntries(cases.map((c) => [c.name, 'Accepted'])));
      },
      SLOW,
    );

    it(
      'when a source holds nothing but a comment, then Compilation Error where nothing was built, else Wrong Answer',
      async () => {
        const cases = LANGUAGE_IDS.map((language) => ({
          name: `${language} of one comment`,
          language,
          source: `${getLanguage(language).lineComment} nothing here\n`,
        }));
        const seen = await verdicts(cases);
        // A script of one comment is a legal program that prints nothing; a compiled one has no entry.
        const script = (language: LanguageId) => {
          const { compile, sourceFile } = getLanguage(language);
          const artefacts = compile?.artefacts;
          const built = typeof artefacts === 'function' ? artefacts(sourceFile('')) : artefacts;
          return Array.isArray(built) && built.includes(sourceFile(''));
        };
        expect(seen).toEqual(
          Object.fromEntries(
            cases.map((c) => [c.name, script(c.language) ? 'Wrong Answer' : 'Compilation Error']),
          ),
        );
      },
      SLOW,
    );

    it(
      'when sources are cut and sprinkled with odd characters, then none is an Internal Error',
      async () => {
        const cases = mangled(20_261_122, 3);
        const seen = await verdicts(cases);
        const internal = Object.entries(seen).filter(([, verdict]) => verdict.startsWith('Internal Error'));
        expect(internal).toEqual([]);
      },
      SLOW,
    );
  };
}
