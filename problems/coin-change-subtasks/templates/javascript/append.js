
// ---------- Input/output helpers: nothing to change below ----------
const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const coins = JSON.parse(lines[0]);
const amount = JSON.parse(lines[1]);
console.log(JSON.stringify(coinChange(coins, amount)));
