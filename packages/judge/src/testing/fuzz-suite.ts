// No program text may produce an Internal Error: legal programs in odd shapes are judged on their
// merits (Accepted), and mangled ones get a verdict about the program, never about the judge.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LanguageId, SandboxDriver } from '@codecourt/contracts';
import { commentLine, getLanguage } from '@codecourt/languages';
import { createJudge } from '../engine/create-judge.js';
import type { Judge } from '../engine/create-judge.js';
import { CONFORMANCE_PROGRAMS } from './programs/index.js';
import { dressedUp, JAVA_NAMES, mangled } from './programs/odd-sources.js';
import { checkedLanguages } from './checked-languages.js';
import { TEST_JUDGE_CONFIG } from './test-config.js';

const SLOW = 300_000;
const SUM_TEST = { input: '2 40\n', expected: '42\n' };

/**
 * The languages fuzzed on `driver`. A source's odd shape meets the engine (decoding, file names, the compile
 * cache) before any sandbox, so every language is fuzzed on bwrap, production's default driver; the others,
 * which only carry the same files into their box, are fuzzed in the editor's languages, sparing CI a dozen
 * compiles per language and driver.
 */
function fuzzedLanguages(driver: SandboxDriver): readonly LanguageId[] {
  const { languages } = checkedLanguages(driver);
  if (driver === 'bwrap') return languages;
  const offered = languages.filter((id) => getLanguage(id).editor === 'always');
  return offered.length > 0 ? offered : languages;
}

export function fuzzSuite(driver: SandboxDriver): () => void {
  const languages = fuzzedLanguages(driver);
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

    const verdicts = async (cases: { name: string; language: LanguageId; source: string }[]) => {
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
        const cases = languages.flatMap((language) => dressedUp(language));
        const seen = await verdicts(cases);
        expect(seen).toEqual(Object.fromEntries(cases.map((c) => [c.name, 'Accepted'])));
      },
      SLOW,
    );

    it(
      'when a source holds nothing but a comment, then Compilation Error where nothing was built, else Wrong Answer',
      async () => {
        const cases = languages.map((language) => ({
          name: `${language} of one comment`,
          language,
          source: `${commentLine(getLanguage(language), 'nothing here')}\n`,
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
            cases.map((c) => [
              c.name,
              CONFORMANCE_PROGRAMS[c.language].commentOnly ??
                (script(c.language) ? 'Wrong Answer' : 'Compilation Error'),
            ]),
          ),
        );
      },
      SLOW,
    );

    it(
      'when sources are cut and sprinkled with odd characters, then none is an Internal Error',
      async () => {
        const cases = mangled(20_261_122, 3, languages);
        const seen = await verdicts(cases);
        const internal = Object.entries(seen).filter(([, verdict]) => verdict.startsWith('Internal Error'));
        expect(internal).toEqual([]);
      },
      SLOW,
    );
  };
}
