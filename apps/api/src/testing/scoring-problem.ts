// A library scoring problem for API tests: longest-substring-without-repeat-subtasks has two groups worth
// 50 each, `1-small` (inputs up to 2,000 characters) and `2-large` (10,000 and more).
import { fileURLToPath } from 'node:url';
import { languageOfSource, type LanguageId } from '@codecourt/contracts';
import { filesOf } from './tiny-package.js';
import type { PackageFiles } from './tiny-package.js';

export const SCORING_SLUG = 'longest-substring-without-repeat-subtasks';

const LIBRARY = fileURLToPath(new URL('../../../../problems', import.meta.url));

/**
 * The package as the library has it; with `languages`, its templates and solutions in those only (a test
 * about groups need not wait for every library language's reference to compile).
 */
export async function scoringPackageFiles(languages?: readonly LanguageId[]): Promise<PackageFiles> {
  const files = await filesOf(`${LIBRARY}/${SCORING_SLUG}`);
  if (!languages) return files;
  return Object.fromEntries(Object.entries(files).filter(([path]) => inLanguages(path, languages)));
}

function inLanguages(path: string, languages: readonly LanguageId[]): boolean {
  const template = /^templates\/([^/]+)\//.exec(path)?.[1];
  if (template !== undefined) return languages.some((id) => id === template);
  const source = path.startsWith('submissions/') ? languageOfSource(path) : undefined;
  return source === undefined || languages.includes(source);
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
