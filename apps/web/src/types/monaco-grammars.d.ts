// The grammar imports build/monaco-grammars.ts derives from the language files; imported for its effect.
declare module 'virtual:monaco-grammars' {}
