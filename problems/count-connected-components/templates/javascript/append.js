
// ---------- Input/output helpers: nothing to change below ----------
const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const n = JSON.parse(lines[0]);
const edges = JSON.parse(lines[1]);
console.log(JSON.stringify(countComponents(n, edges)));
