// @codecourt/languages: every language as one plain-data definition. No Node APIs, so the contracts
// and the web app derive their language lists from it as the judge does.
export {
  LANGUAGES,
  LANGUAGE_IDS,
  LANGUAGE_NAMES,
  LANGUAGE_NAME_BY_ID,
  LANGUAGE_ID_BY_NAME,
  getLanguage,
  isLanguageId,
  isLanguageName,
  languageOfSource,
} from './registry.js';
export type { Language, LanguageId, LanguageName } from './registry.js';
export { commentLine, defineLanguage } from './types.js';
export {
  commandLine,
  describeLanguage,
  SAMPLE_MEMORY_MIB,
  SAMPLE_SOURCE,
  SAMPLE_TIME_MS,
} from './describe-language.js';
export type { LanguageDescription } from './describe-language.js';
export type {
  CompileStep,
  EditorOffer,
  LanguageDefinition,
  LanguageEnv,
  LanguageImage,
  PrebuiltStep,
  ProgramEntryRule,
  RunResources,
  SelfTest,
} from './types.js';
export {
  COMPILE_RESOURCES,
  compileWallFor,
  interpreterResources,
  nativeResources,
  wallFor,
} from './resources.js';
export { javaMainClass, javaSourceFile } from './java-class-name.js';
export { IMAGE_REPOSITORY_DIR, imagePrebuiltDir, prebuiltScript } from './prebuilt-script.js';
export { programEntry } from './program-entry.js';
export type { NamedFile } from './program-entry.js';
