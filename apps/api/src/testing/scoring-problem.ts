// A library scoring problem for API tests: longest-substring-without-repeat-subtasks has two groups worth
// 50 each, `1-small` (inputs up to 2,000 characters) and `2-large` (10,000 and more).
import { fileURLToPath } from 'node:url';
import { filesOf } from './tiny-package.js';
import type { PackageFiles } from './tiny-package.js';

export const SCORING_SLUG = 'longest-substring-without-repeat-subtasks';

const LIBRARY = fileURLToPath(new URL('../../../../problems', import.meta.url));

export function scoringPackageFiles(): Promise<PackageFiles> {
  return filesOf(`${LIBRARY}/${SCORING_SLUG}`);
}

/** A Python answer that is right on one group's inputs and wrong (-1) on the other's: 50 of 100. */
export function solvesOnlyGroup(group: 'small' | 'large'): string {
  return `class Solution:
    def lengthOfLongestSubstring(self, s: str) -> int:
        if ${group === 'small' ? 'len(s) > 5000' : 'len(s) <= 5000'}:
            return -1
        last_seen = {}
        best = start = 0
        for end, c in enumerate(s):
            if last_seen.get(c, -1) >= start:
                start = last_seen[c] + 1
            last_seen[c] = end
            best = max(best, end - start + 1)
        return best
`;
}
