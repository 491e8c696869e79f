// Every language's own self-test program, judged through the real engine on the chosen driver.
import { LANGUAGE_IDS } from '@codecourt/contracts';
import type { JudgeRequest, JudgeResult, LanguageId, Verdict } from '@codecourt/contracts';
import { getLanguage } from '@codecourt/languages';

export type SelfTestRow = {
  language: LanguageId;
  ok: boolean;
  verdict: Verdict;
  compileMs: number;
  cpuMs: number;
  wallMs: number;
  memoryKb: number;
  message?: string;
};

export async function runSelfTests(
  judge: (request: JudgeRequest) => Promise<JudgeResult>,
  languages: readonly LanguageId[] = LANGUAGE_IDS,
): Promise<SelfTestRow[]> {
  const rows: SelfTestRow[] = [];
  for (const id of languages) {
    const { source, input, expected } = getLanguage(id).selfTest;
    const result = await judge({ language: id, source, tests: [{ input, expected }] });
    const test = result.tests[0];
    rows.push({
      language: id,
      ok: result.verdict === 'Accepted',
      verdict: result.verdict,
      compileMs: result.compile.wallMs,
      cpuMs: test?.cpuMs ?? 0,
      wallMs: test?.wallMs ?? 0,
      memoryKb: test?.memoryKb ?? 0,
      ...(result.message === undefined ? {} : { message: result.message }),
    });
  }
  return rows;
}
