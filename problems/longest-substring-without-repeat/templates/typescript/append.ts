
// ---------- Input/output: each input line holds one JSON value ----------
const lines = readFileSync(0, 'utf8').split('\n');
const s: string = JSON.parse(lines[0]);
console.log(JSON.stringify(lengthOfLongestSubstring(s)));
