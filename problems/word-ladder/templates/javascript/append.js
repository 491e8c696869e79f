
// ---------- Input/output helpers: nothing to change below ----------
const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const beginWord = JSON.parse(lines[0]);
const endWord = JSON.parse(lines[1]);
const wordList = JSON.parse(lines[2]);
console.log(JSON.stringify(ladderLength(beginWord, endWord, wordList)));
