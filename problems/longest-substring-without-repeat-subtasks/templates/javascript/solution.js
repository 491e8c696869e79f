/**
 * Returns the length of the longest substring of s whose characters are all different.
 * @param {string} s
 * @return {number}
 */
function lengthOfLongestSubstring(s) {
    // Write your solution here
    return 0;
}
