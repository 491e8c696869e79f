/**
 * Returns true when the letters and digits of s, lower-cased, read the same in both directions.
 * @param {string} s
 * @return {boolean}
 */
function isPalindrome(s) {
    // Write your solution here
    return false;
}

// ---------- Input/output: each input line holds one JSON value ----------
const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const s = JSON.parse(lines[0]);
console.log(JSON.stringify(isPalindrome(s)));
