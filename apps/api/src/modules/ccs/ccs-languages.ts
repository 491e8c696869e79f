// The Contest API's languages (2023-06), their compiler and runner made from the same description of
// each language that docs/languages.md and GET /api/judge/languages show (describeLanguage).
import { commandLine, LANGUAGE_IDS, languageDetails } from '@codecourt/contracts';
import type { LanguageDetails } from '@codecourt/contracts';
import type { CcsCommand, CcsLanguage } from './ccs-types.js';

/** The spec's placeholder for the submission's files in a compiler's arguments. */
const FILES = '{files}';

/**
 * A Command object: the executable and the rest as one argument string. The compiler's sample source
 * becomes `{files}`, as the spec writes it; the runner keeps the sample's own names.
 */
function toCcsCommand(argv: readonly string[], details: LanguageDetails, files: boolean): CcsCommand {
  const [command = '', ...args] = argv;
  const named = files ? args.map((arg) => (arg === details.sourceFile ? FILES : arg)) : args;
  return {
    command,
    args: commandLine(named),
    version: details.version,
    version_command: commandLine(details.versionCommand),
  };
}

export const CCS_LANGUAGES: CcsLanguage[] = languageDetails(LANGUAGE_IDS).map((details) => ({
  id: details.id,
  name: details.name,
  entry_point_required: false,
  extensions: details.extensions.map((ext) => ext.replace(/^\./, '')),
  compiler: details.compile ? toCcsCommand(details.compile, details, true) : null,
  runner: toCcsCommand(details.run, details, false),
}));
