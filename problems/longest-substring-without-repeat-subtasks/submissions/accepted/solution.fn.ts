/**
 * Returns the length of the longest substring of s whose characters are all different.
 */
function lengthOfLongestSubstring(s: string): number {
    const lastSeen = new Array<number>(128).fill(-1);
    let best = 0;
    let start = 0;
    for (let end = 0; end < s.length; end++) {
        const c = s.charCodeAt(end);
        start = Math.max(start, lastSeen[c] + 1);
        lastSeen[c] = end;
        best = Math.max(best, end - start + 1);
    }
    return best;
}
