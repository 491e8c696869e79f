/**
 * Returns the longest palindromic substring of s; among equally long ones, the leftmost.
 * @param {string} s
 * @return {string}
 */
function longestPalindrome(s) {
    // Write your solution here
    return '';
}
