// What GET /api/judge/languages tells of each language (and the Contest API's compiler and runner are
// made from): the shape of @codecourt/languages' describeLanguage, which derives it from the language files.
import { z } from 'zod';
import { describeLanguage, LANGUAGES, SAMPLE_MEMORY_MIB, SAMPLE_TIME_MS } from '@codecourt/languages';
import { LANGUAGE_IDS } from './languages.js';
import type { LanguageId } from './languages.js';

/** How a description's argv reads as one shell line (docs, the Contest API's `args`). */
export { commandLine } from '@codecourt/languages';

const SAMPLE = `a source named Main at ${String(SAMPLE_TIME_MS / 1000)} s and ${String(SAMPLE_MEMORY_MIB)} MiB`;

export const languageDescriptionSchema = z.object({
  id: z.enum(LANGUAGE_IDS),
  name: z.string(),
  version: z.string().describe('The packaged toolchain’s version, e.g. GCC 12.2 or OpenJDK 17'),
  extensions: z.array(z.string()),
  sourceFile: z.string().describe(`The file the judge saves ${SAMPLE} as`),
  fileNameRule: z.string().describe('What the entry file’s name means (a class or module named after it)'),
  compile: z
    .array(z.string())
    .nullable()
    .describe(`The compiler’s argv for ${SAMPLE}; null: no compile step`),
  run: z.array(z.string()).describe(`The run’s argv for ${SAMPLE}`),
  versionCommand: z.array(z.string()).describe('The command that prints the toolchain’s version'),
  memory: z
    .object({
      problemMiB: z.number(),
      peakRssMiB: z.number().describe('Peak RSS over which the run is Memory Limit Exceeded'),
      runtimeAllowanceMiB: z
        .number()
        .describe('What the runtime (a JVM, the BEAM) may use beyond the problem’s memory'),
      addressSpaceMiB: z.number().nullable().describe('The address-space cap; null: none'),
      summary: z.string(),
    })
    .describe(`The memory model at ${String(SAMPLE_MEMORY_MIB)} MiB`),
  time: z
    .object({
      multiplier: z.number().describe('CPU time per second of the problem’s time limit'),
      startupMs: z.number().describe('CPU time added whatever the limit, for the runtime’s start'),
      summary: z.string(),
    })
    .describe('The CPU time limit as the problem’s limit times the multiplier, plus the start-up'),
});
export type LanguageDetails = z.infer<typeof languageDescriptionSchema>;

const DETAILS_BY_ID = new Map(LANGUAGES.map((language) => [language.id, describeLanguage(language)]));

/** The description of each of `ids`, in their order (the judge's offered languages). */
export function languageDetails(ids: readonly LanguageId[]): LanguageDetails[] {
  return ids.map((id) => {
    const details = DETAILS_BY_ID.get(id);
    if (!details) throw new Error(`Unknown language: ${id}`);
    return { ...details, id };
  });
}
