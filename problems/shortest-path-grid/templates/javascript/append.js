
// ---------- Input/output helpers: nothing to change below ----------
const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const grid = JSON.parse(lines[0]);
console.log(JSON.stringify(shortestPathBinaryMatrix(grid)));
