// `pnpm judge:check <id>` runs the suites for one language: JUDGE_CHECK_LANGUAGES (ids, comma-separated)
// narrows the conformance suite to them and leaves out its engine tests, which judge in C and Python.
// JUDGE_CHECK_LANGUAGES_<DRIVER> (JUDGE_CHECK_LANGUAGES_PROCESS) narrows one driver's suites further: CI
// checks every language on the two drivers production runs (bwrap, docker) and only a few on the process
// driver, the development fallback with rlimits alone, where each language costs minutes and proves little
// that bwrap does not.
import { LANGUAGE_IDS, isLanguageId } from '@codecourt/contracts';
import type { LanguageId, SandboxDriver } from '@codecourt/contracts';

type Environment = Readonly<Record<string, string | undefined>>;

function namedLanguages(variable: string, value: string): readonly LanguageId[] | undefined {
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) return undefined;
  const unknown = names.filter((name) => !isLanguageId(name));
  if (unknown.length > 0) throw new Error(`${variable} names no language file: ${unknown.join(', ')}`);
  return LANGUAGE_IDS.filter((id) => names.includes(id));
}

/** The variable that narrows one driver's suites. */
export function driverLanguagesVariable(driver: SandboxDriver): string {
  return `JUDGE_CHECK_LANGUAGES_${driver.toUpperCase()}`;
}

/**
 * The languages to check on `driver` (on any driver when none is given): every language when no variable
 * narrows them. `narrowed` says JUDGE_CHECK_LANGUAGES named some, so a suite leaves out its engine tests.
 */
export function checkedLanguages(
  driver?: SandboxDriver,
  env: Environment = process.env,
): { languages: readonly LanguageId[]; narrowed: boolean } {
  const named = namedLanguages('JUDGE_CHECK_LANGUAGES', env.JUDGE_CHECK_LANGUAGES ?? '');
  const variable = driver && driverLanguagesVariable(driver);
  const forDriver = variable ? namedLanguages(variable, env[variable] ?? '') : undefined;
  const languages = (named ?? LANGUAGE_IDS).filter((id) => forDriver?.includes(id) ?? true);
  return { languages, narrowed: named !== undefined };
}
