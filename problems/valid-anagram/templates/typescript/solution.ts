/**
 * Returns true when t uses exactly the same letters as s, each the same number of times.
 */
function isAnagram(s: string, t: string): boolean {
    // Write your solution here
    return false;
}
