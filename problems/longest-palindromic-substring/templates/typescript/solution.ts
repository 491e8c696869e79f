/**
 * Returns the longest palindromic substring of s; among equally long ones, the leftmost.
 */
function longestPalindrome(s: string): string {
    // Write your solution here
    return '';
}
