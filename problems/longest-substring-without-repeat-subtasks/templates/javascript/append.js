
// ---------- Input/output: each input line holds one JSON value ----------
const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const s = JSON.parse(lines[0]);
console.log(JSON.stringify(lengthOfLongestSubstring(s)));
