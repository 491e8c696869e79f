/**
 * Returns the shortest substring of s containing every character of t (with repeats);
 * the leftmost one on ties, or "" when there is none.
 * @param {string} s
 * @param {string} t
 * @return {string}
 */
function minWindow(s, t) {
    // Write your solution here
    return '';
}
