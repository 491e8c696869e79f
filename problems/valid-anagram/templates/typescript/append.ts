
// ---------- Input/output: each input line holds one JSON value ----------
const lines = readFileSync(0, 'utf8').split('\n');
const s: string = JSON.parse(lines[0]);
const t: string = JSON.parse(lines[1]);
console.log(JSON.stringify(isAnagram(s, t)));
