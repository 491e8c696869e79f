
// ---------- Input/output helpers: nothing to change below ----------
const lines = readFileSync(0, 'utf8').split('\n');
const word1: string = JSON.parse(lines[0]);
const word2: string = JSON.parse(lines[1]);
console.log(JSON.stringify(minDistance(word1, word2)));
