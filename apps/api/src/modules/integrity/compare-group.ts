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
 * evidence, and programs under `minTokens` are left out. Only pairs sharing a fingerprint are measured, so independent programs cost nearly nothing.
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
  const files = [...byFile.keys()];
  index.addFiles(files);

  const candidates = new Map<TokenizedFile, Set<TokenizedFile>>();
  for (const shared of index.sharedFingerprints()) {
    if (shared.ignored) continue;
    const holders = shared.files();
    for (let a = 0; a < holders.length; a++)
      for (let b = a + 1; b < holders.length; b++) {
        const [x, y] = [holders[a], holders[b]] as [TokenizedFile, TokenizedFile];
        const [first, second] = x.id < y.id ? [x, y] : [y, x];
        const set = candidates.get(first) ?? new Set<TokenizedFile>();
        set.add(second);
        candidates.set(first, set);
      }
  }

  const pairs: SimilarPair[] = [];
  for (const [first, others] of candidates)
    for (const second of others) {
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
