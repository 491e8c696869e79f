import { File, FingerprintIndex, TokenizedFile } from '@dodona/dolos-core';
import { INTEGRITY_LIMITS } from '@codecourt/contracts';
import type { LanguageId } from '@codecourt/contracts';
import type { Program } from './compare-group.js';
import { tokenize } from './tokenize.js';

/**
 * dolos-core's own exhaustive way: every pair of programs measured (FingerprintIndex.allPairs). The bench's
 * baseline and the tests' reference for compareGroup, which measures only pairs sharing a fingerprint.
 * Answers the pairs over the similarity floor as sorted "left ~ right" keys.
 */
export function naiveSimilarKeys(language: LanguageId, programs: Program[]): string[] {
  const index = new FingerprintIndex(INTEGRITY_LIMITS.kgramLength, INTEGRITY_LIMITS.windowLength, false);
  const owners = new Map(programs.map((p) => [p.key, p.owner]));
  index.addFiles(
    programs
      .map((p) => {
        const { tokens, mapping } = tokenize(p.code, language);
        return new TokenizedFile(new File(p.key, p.code), tokens, mapping);
      })
      .filter((f) => f.tokens.length >= INTEGRITY_LIMITS.minTokens),
  );
  return index
    .allPairs()
    .filter(
      (pair) =>
        pair.similarity >= INTEGRITY_LIMITS.minSimilarity &&
        pair.longest >= INTEGRITY_LIMITS.minLongest &&
        owners.get(pair.leftFile.path) !== owners.get(pair.rightFile.path),
    )
    .map((pair) => [pair.leftFile.path, pair.rightFile.path].sort().join(' ~ '))
    .sort();
}
