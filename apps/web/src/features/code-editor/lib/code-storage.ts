import type { EditorLanguageId } from '@/lib/editor-languages';
import { isEditorLanguage } from '@/lib/editor-languages';
import { storageKeys } from '@/config/storage-keys';

/** The part of localStorage the workspace uses; injectable so the rules run without a browser. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const codeKey = (problemId: string, language: EditorLanguageId) =>
  storageKeys.code(problemId, language);
export const languageKey = (problemId: string) => storageKeys.language(problemId);
export const FONT_SIZE_KEY = storageKeys.fontSize;

/** localStorage, or nothing when the browser blocks it (private modes, sandboxed frames). */
export function browserStore(): KeyValueStore | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function read(store: KeyValueStore | undefined, key: string): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(store: KeyValueStore | undefined, key: string, value: string | null): void {
  try {
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // A full or blocked storage only loses the draft after a reload; the editor keeps working.
  }
}

/** The user's draft, or the starter code when there is none. */
export function loadCode(
  store: KeyValueStore | undefined,
  problemId: string,
  language: EditorLanguageId,
  starter: string,
): string {
  return read(store, codeKey(problemId, language)) ?? starter;
}

/** Code equal to the starter is not kept, so an updated template reaches users who never changed it. */
export function saveCode(
  store: KeyValueStore | undefined,
  problemId: string,
  language: EditorLanguageId,
  code: string,
  starter: string,
): void {
  write(store, codeKey(problemId, language), code === starter ? null : code);
}

export function loadLanguage(
  store: KeyValueStore | undefined,
  problemId: string,
): EditorLanguageId | undefined {
  const saved = read(store, languageKey(problemId));
  return isEditorLanguage(saved) ? saved : undefined;
}

export function saveLanguage(
  store: KeyValueStore | undefined,
  problemId: string,
  language: EditorLanguageId,
): void {
  write(store, languageKey(problemId), language);
  write(store, storageKeys.preferredLanguage, language);
}

/** The language last chosen on any problem. */
export function loadPreferredLanguage(store: KeyValueStore | undefined): EditorLanguageId | undefined {
  const saved = read(store, storageKeys.preferredLanguage);
  return isEditorLanguage(saved) ? saved : undefined;
}

export function loadFlag(store: KeyValueStore | undefined, key: string): boolean | undefined {
  const value = read(store, key);
  return value === null ? undefined : value === 'true';
}

export function saveFlag(store: KeyValueStore | undefined, key: string, value: boolean): void {
  write(store, key, String(value));
}

export function loadNumber(store: KeyValueStore | undefined, key: string): number | undefined {
  const value = Number(read(store, key) ?? Number.NaN);
  return Number.isFinite(value) ? value : undefined;
}

export function saveNumber(store: KeyValueStore | undefined, key: string, value: number): void {
  write(store, key, String(value));
}
