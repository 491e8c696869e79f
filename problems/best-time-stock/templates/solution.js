/**
 * Returns the best profit from buying on one day and selling on a later day (0 if none).
 * @param {number[]} prices
 * @return {number}
 */
function maxProfit(prices) {
    // Write your solution here
    return 0;
}

// ---------- Input/output: each input line holds one JSON value ----------
const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const prices = JSON.parse(lines[0]);
console.log(JSON.stringify(maxProfit(prices)));
