import { describe, expect, it } from 'vitest';
import {
  codeKey,
  loadCode,
  loadLanguage,
  loadNumber,
  saveCode,
  saveLanguage,
  saveNumber,
  type KeyValueStore,
} from '@/features/code-editor/lib/code-storage';

function memoryStore(): KeyValueStore & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, value);
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
}

const throwingStore: KeyValueStore = {
  getItem: () => {
    throw new Error('blocked');
  },
  setItem: () => {
    throw new Error('quota');
  },
  removeItem: () => {
    throw new Error('blocked');
  },
};

describe('code drafts in local storage', () => {
  it('when nothing was saved, then the starter code is loaded', () => {
    expect(loadCode(memoryStore(), 'p1', 'python', 'starter')).toBe('starter');
  });

  it('when code is saved per problem and language, then each reads back on its own', () => {
    const store = memoryStore();

    saveCode(store, 'p1', 'python', 'print(1)', 'starter');
    saveCode(store, 'p1', 'cpp', 'int main() {}', 'starter');
    saveCode(store, 'p2', 'python', 'print(2)', 'starter');

    expect(loadCode(store, 'p1', 'python', 'starter')).toBe('print(1)');
    expect(loadCode(store, 'p1', 'cpp', 'starter')).toBe('int main() {}');
    expect(loadCode(store, 'p2', 'python', 'starter')).toBe('print(2)');
  });

  it('when the code goes back to the starter, then the draft is dropped', () => {
    const store = memoryStore();
    saveCode(store, 'p1', 'java', 'edited', 'starter');

    saveCode(store, 'p1', 'java', 'starter', 'starter');

    expect(store.entries.has(codeKey('p1', 'java'))).toBe(false);
  });

  it('when an empty editor is saved, then the empty draft is kept instead of the starter', () => {
    const store = memoryStore();

    saveCode(store, 'p1', 'java', '', 'starter');

    expect(loadCode(store, 'p1', 'java', 'starter')).toBe('');
  });

  it('when the language and a number are saved, then they read back, and unknown values do not', () => {
    const store = memoryStore();
    saveLanguage(store, 'p1', 'javascript');
    saveNumber(store, 'size', 18);
    store.setItem('not-a-number', 'big');

    expect(loadLanguage(store, 'p1')).toBe('javascript');
    expect(loadLanguage(store, 'p2')).toBeUndefined();
    expect(loadNumber(store, 'size')).toBe(18);
    expect(loadNumber(store, 'not-a-number')).toBeUndefined();
  });

  it('when storage is blocked or full, then loading falls back and saving does not throw', () => {
    expect(() => {
      saveCode(throwingStore, 'p1', 'cpp', 'x', 'starter');
    }).not.toThrow();
    expect(loadCode(throwingStore, 'p1', 'cpp', 'starter')).toBe('starter');
    expect(loadCode(undefined, 'p1', 'cpp', 'starter')).toBe('starter');
  });
});
