/**
 * Returns true when the letters and digits of s, lower-cased, read the same in both directions.
 */
function isPalindrome(s: string): boolean {
    const kept = s.toLowerCase().replace(/[^a-z0-9]/g, '');
    for (let left = 0, right = kept.length - 1; left < right; left++, right--) {
        if (kept[left] !== kept[right]) return false;
    }
    return true;
}
