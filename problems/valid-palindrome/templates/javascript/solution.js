/**
 * Returns true when the letters and digits of s, lower-cased, read the same in both directions.
 * @param {string} s
 * @return {boolean}
 */
function isPalindrome(s) {
    // Write your solution here
    return false;
}
