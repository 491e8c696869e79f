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

// ---------- Input/output: each input line holds one JSON value ----------
const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const s = JSON.parse(lines[0]);
const t = JSON.parse(lines[1]);
console.log(JSON.stringify(isAnagram(s, t)));
