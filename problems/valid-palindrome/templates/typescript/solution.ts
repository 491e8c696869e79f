/**
 * Returns true when the letters and digits of s, lower-cased, read the same in both directions.
 */
function isPalindrome(s: string): boolean {
    // Write your solution here
    return false;
}
