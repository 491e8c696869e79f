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

// ---------- Input/output: each input line holds one JSON value ----------
const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const s = JSON.parse(lines[0]);
const t = JSON.parse(lines[1]);
console.log(JSON.stringify(minWindow(s, t)));
