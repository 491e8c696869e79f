// The grammar imports build/monaco-grammars.ts derives from the language files; imported for its effect.
declare module 'virtual:monaco-grammars' {}

// What each shipped grammar's register.js calls, and what the virtual module calls for our own grammars
// (src/lib/monaco-grammars): monaco-editor ships no declaration for it.
declare module 'monaco-editor/languages/definitions/_.contribution' {
  import type { languages } from 'monaco-editor/editor';

  /** A grammar module: what a register.js's loader resolves to. */
  export type MonarchGrammar = {
    conf: languages.LanguageConfiguration;
    language: languages.IMonarchLanguage;
  };

  /**
   * Registers the language now and loads its grammar when an editor first uses it: the tokeniser when a
   * line is first coloured, the configuration (comments, brackets) when a model first takes the language.
   */
  export function registerLanguage(
    definition: languages.ILanguageExtensionPoint & { loader: () => Promise<MonarchGrammar> },
  ): void;
}
