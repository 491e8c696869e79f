/**
 * Returns the length of the longest substring of s whose characters are all different.
 */
function lengthOfLongestSubstring(s: string): number {
    // Write your solution here
    return 0;
}
