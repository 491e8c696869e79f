/**
 * Returns the longest palindromic substring of s; among equally long ones, the leftmost.
 * @param {string} s
 * @return {string}
 */
function longestPalindrome(s) {
    // Write your solution here
    return '';
}

// ---------- Input/output: each input line holds one JSON value ----------
const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const s = JSON.parse(lines[0]);
console.log(JSON.stringify(longestPalindrome(s)));
