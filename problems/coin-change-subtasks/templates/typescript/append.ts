
// ---------- Input/output helpers: nothing to change below ----------
const lines = readFileSync(0, 'utf8').split('\n');
const coins: number[] = JSON.parse(lines[0]);
const amount: number = JSON.parse(lines[1]);
console.log(JSON.stringify(coinChange(coins, amount)));
