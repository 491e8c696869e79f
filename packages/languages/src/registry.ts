// Every language the judge runs, in menu order. Adding one is a file beside this one and a line in
// DEFINITIONS; the ids, names and lookups below (and so the contracts, the package reader, the editor,
// the engine and the image build) follow from it.
import { c } from './c.js';
import { commonlisp } from './commonlisp.js';
import { cpp } from './cpp.js';
import { csharp } from './csharp.js';
import { d } from './d.js';
import { elixir } from './elixir.js';
import { erlang } from './erlang.js';
import { fortran } from './fortran.js';
import { go } from './go.js';
import { haskell } from './haskell.js';
import { java } from './java.js';
import { javascript } from './javascript.js';
import { kotlin } from './kotlin.js';
import { lua } from './lua.js';
import { ocaml } from './ocaml.js';
import { pascal } from './pascal.js';
import { perl } from './perl.js';
import { php } from './php.js';
import { pypy3 } from './pypy3.js';
import { python } from './python.js';
import { racket } from './racket.js';
import { ruby } from './ruby.js';
import { rust } from './rust.js';
import { scala } from './scala.js';
import { typescript } from './typescript.js';
import type { LanguageDefinition } from './types.js';

const DEFINITIONS = [
  cpp,
  java,
  javascript,
  python,
  pypy3,
  c,
  go,
  ruby,
  php,
  perl,
  typescript,
  kotlin,
  rust,
  csharp,
  pascal,
  fortran,
  lua,
  erlang,
  elixir,
  haskell,
  ocaml,
  scala,
  commonlisp,
  racket,
  d,
] as const;

type Definitions = typeof DEFINITIONS;
export type LanguageId = Definitions[number]['id'];
export type LanguageName = Definitions[number]['name'];
export type Language = LanguageDefinition<LanguageId, LanguageName>;

/** Generic over the tuple, so the mapped type stays a tuple. */
type Field<T extends readonly LanguageDefinition[], K extends 'id' | 'name'> = {
  readonly [I in keyof T]: T[I] extends LanguageDefinition ? T[I][K] : never;
};

/** A tuple of one field of every definition, literal types kept (zod and pgEnum want tuples). */
function field<K extends 'id' | 'name'>(key: K): Field<Definitions, K> {
  // map() widens the tuple to an array; the mapped type restores what the definitions spell out.
  return DEFINITIONS.map((definition) => definition[key]) as unknown as Field<Definitions, K>;
}

export const LANGUAGE_IDS = field('id');
export const LANGUAGE_NAMES = field('name');

export const LANGUAGES: readonly Language[] = DEFINITIONS;

const BY_ID = new Map<string, Language>(DEFINITIONS.map((definition) => [definition.id, definition]));
const BY_NAME = new Map<string, Language>(DEFINITIONS.map((definition) => [definition.name, definition]));

export function isLanguageId(value: string): value is LanguageId {
  return BY_ID.has(value);
}

export function isLanguageName(value: string): value is LanguageName {
  return BY_NAME.has(value);
}

export function getLanguage(id: LanguageId): Language {
  const language = BY_ID.get(id);
  if (!language) throw new Error(`Unknown language: ${id}`);
  return language;
}

export const LANGUAGE_NAME_BY_ID = Object.fromEntries(
  DEFINITIONS.map((definition) => [definition.id, definition.name]),
) as Readonly<Record<LanguageId, LanguageName>>;

export const LANGUAGE_ID_BY_NAME = Object.fromEntries(
  DEFINITIONS.map((definition) => [definition.name, definition.id]),
) as Readonly<Record<LanguageName, LanguageId>>;

/** The language of a package's source file: by its extension, else by its shebang line. */
export function languageOfSource(fileName: string, source = ''): LanguageId | undefined {
  const dot = fileName.lastIndexOf('.');
  const extension = dot > 0 ? fileName.slice(dot).toLowerCase() : '';
  const byExtension = LANGUAGES.find((language) => language.extensions.includes(extension));
  if (byExtension) return byExtension.id;
  if (extension !== '' || !source.startsWith('#!')) return undefined;
  const firstLine = source.split('\n', 1)[0] ?? '';
  return LANGUAGES.find((language) => language.kattis.shebang?.test(firstLine))?.id;
}
