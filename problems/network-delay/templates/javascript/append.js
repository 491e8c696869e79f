
// ---------- Input/output helpers: nothing to change below ----------
const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const n = JSON.parse(lines[0]);
const times = JSON.parse(lines[1]);
const k = JSON.parse(lines[2]);
console.log(JSON.stringify(networkDelayTime(n, times, k)));
