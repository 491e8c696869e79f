
// ---------- Input/output: each input line holds one JSON value ----------
const lines = readFileSync(0, 'utf8').split('\n');
const strs: string[] = JSON.parse(lines[0]);
console.log(JSON.stringify(groupAnagrams(strs)));
