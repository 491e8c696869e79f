/**
 * Returns how many units of water the bars hold after the rain.
 * @param {number[]} height
 * @return {number}
 */
function trap(height) {
    // Write your solution here
    return 0;
}

// ---------- Input/output: each input line holds one JSON value ----------
const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const height = JSON.parse(lines[0]);
console.log(JSON.stringify(trap(height)));
