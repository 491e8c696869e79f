
// ---------- Input/output: each input line holds one JSON value ----------
const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const nums = JSON.parse(lines[0]);
const k = JSON.parse(lines[1]);
console.log(JSON.stringify(subarraySum(nums, k)));
