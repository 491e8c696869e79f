
// ---------- Input/output helpers: nothing to change below ----------
const lines = readFileSync(0, 'utf8').split('\n');
const beginWord: string = JSON.parse(lines[0]);
const endWord: string = JSON.parse(lines[1]);
const wordList: string[] = JSON.parse(lines[2]);
console.log(JSON.stringify(ladderLength(beginWord, endWord, wordList)));
