import { File, FingerprintIndex, TokenizedFile } from '@dodona/dolos-core';
import type { Region } from '@dodona/dolos-core';
import { INTEGRITY_LIMITS } from '@codecourt/contracts';
import type { IntegrityFragment, LanguageId } from '@codecourt/contracts';
import { tokenize } from './tokenize.js';

/** One program of a group: a participant's submission or a reference solution. */
export type Program = { key: string; owner: string; code: string };

export type SimilarPair = {
  left: string;
  right: string;
  similarity: number;
  /** Tokens in the longest shared run. */
  longest: number;
  fragments: IntegrityFragment[];
};

const toSpan = (r: Region) => ({
  startRow: r.startRow,
  startCol: r.startCol,
  endRow: r.endRow,
  endCol: r.endCol,
});

/**
 * The suspiciously similar pairs among programs for one problem in one language, by winnowed fingerprints
 * (dolos-core). Programs with the same owner are never paired (a participant's own resubmissions).
 * `boilerplate` (the problem's starter code) is indexed as ignored, so what everyone was given is not
 * evidence, and programs under `minTokens` are left out.
 */
export function compareGroup(
  language: LanguageId,
  programs: Program[],
  boilerplate: string[] = [],
): SimilarPair[] {
  const { kgramLength, windowLength, minSimilarity, minLongest, minTokens } = INTEGRITY_LIMITS;
  const index = new FingerprintIndex(kgramLength, windowLength, false);
  const toFile = (path: string, code: string) => {
    const { tokens, mapping } = tokenize(code, language);
    return new TokenizedFile(new File(path, code), tokens, mapping);
  };
  boilerplate.forEach((code, i) => {
    index.addIgnoredFile(toFile(`boilerplate-${String(i)}`, code));
  });
  const byFile = new Map<TokenizedFile, Program>();
  for (const p of programs) {
    const file = toFile(p.key, p.code);
    if (file.tokens.length >= minTokens) byFile.set(file, p);
  }
  index.addFiles([...byFile.keys()]);

  // Each pair's shared fingerprint occurrences, counted per fingerprint: dolos-core's similarity is these
  // over both files' fingerprints (less the ignored ones), so a pair under the floor is never measured
  // (measuring, dolos-core's Pair, is the costly part).
  const files = [...byFile.keys()];
  const position = new Map(files.map((f, i) => [f, i]));
  const n = files.length;
  // One cell per ordered pair (first < second): a few hundred programs make a small flat table.
  const shared = new Uint32Array(n * n);
  for (const fingerprint of index.sharedFingerprints()) {
    if (fingerprint.ignored) continue;
    const holders = fingerprint.files().filter((f) => position.has(f));
    const at = holders.map((f) => position.get(f) ?? 0);
    const counts = holders.map((f) => fingerprint.occurrencesOf(f).length);
    for (let a = 0; a < holders.length; a++)
      for (let b = a + 1; b < holders.length; b++) {
        const [x, y] = [at[a] ?? 0, at[b] ?? 0];
        const cell = Math.min(x, y) * n + Math.max(x, y);
        shared[cell] = (shared[cell] ?? 0) + (counts[a] ?? 0) + (counts[b] ?? 0);
      }
  }
  const entries = new Map(index.entries().map((e) => [e.file, e]));
  const countable = (f: TokenizedFile) => entries.get(f)?.kgrams.length ?? 0;
  const ignored = (f: TokenizedFile) => entries.get(f)?.ignored.size ?? 0;
  const floor = (a: TokenizedFile, b: TokenizedFile) =>
    minSimilarity * (countable(a) + countable(b) - 2 * Math.max(ignored(a), ignored(b)));

  const pairs: SimilarPair[] = [];
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      const [first, second] = [files[i], files[j]] as [TokenizedFile, TokenizedFile];
      if ((shared[i * n + j] ?? 0) < floor(first, second)) continue;
      const left = byFile.get(first);
      const right = byFile.get(second);
      if (!left || !right || left.owner === right.owner) continue;
      const pair = index.getPair(first, second);
      if (pair.similarity < minSimilarity || pair.longest < minLongest) continue;
      pairs.push({
        left: left.key,
        right: right.key,
        similarity: pair.similarity,
        longest: pair.longest,
        fragments: pair
          .buildFragments()
          .map((f) => ({ left: toSpan(f.leftSelection), right: toSpan(f.rightSelection) })),
      });
    }
  return pairs.sort((a, b) => b.similarity - a.similarity);
}
