/**
 * Returns true when t uses exactly the same letters as s, each the same number of times.
 * @param {string} s
 * @param {string} t
 * @return {boolean}
 */
function isAnagram(s, t) {
    // Write your solution here
    return false;
}
