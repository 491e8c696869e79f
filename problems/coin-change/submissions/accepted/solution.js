/**
 * @param {number[]} coins
 * @param {number} amount
 * @return {number}
 */
function coinChange(coins, amount) {
  const fewest = new Array(amount + 1).fill(Infinity);
  fewest[0] = 0;
  for (const c of coins) {
    for (let a = c; a <= amount; a++) {
      if (fewest[a - c] + 1 < fewest[a]) fewest[a] = fewest[a - c] + 1;
    }
  }
  return fewest[amount] === Infinity ? -1 : fewest[amount];
}

// ---------- Input/output helpers: nothing to change below ----------
const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const coins = JSON.parse(lines[0]);
const amount = JSON.parse(lines[1]);
console.log(JSON.stringify(coinChange(coins, amount)));
