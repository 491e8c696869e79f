/**
 * Returns the longest palindromic substring of s; among equally long ones, the leftmost.
 */
function longestPalindrome(s: string): string {
    const n = s.length;
    let bestStart = 0;
    let bestLength = 1;
    // Centers in left-to-right order: 2*i is the character i, 2*i+1 the gap after it.
    for (let center = 0; center < 2 * n - 1; center++) {
        let left = center >> 1;
        let right = left + (center & 1);
        while (left >= 0 && right < n && s[left] === s[right]) {
            left--;
            right++;
        }
        const length = right - left - 1;
        if (length > bestLength || (length === bestLength && left + 1 < bestStart)) {
            bestLength = length;
            bestStart = left + 1;
        }
    }
    return s.slice(bestStart, bestStart + bestLength);
}
