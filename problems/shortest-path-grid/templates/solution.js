/**
 * @param {number[][]} grid
 * @return {number}
 */
function shortestPathBinaryMatrix(grid) {
  // Write your solution here
  return 0;
}

// ---------- Input/output helpers: nothing to change below ----------
const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const grid = JSON.parse(lines[0]);
console.log(JSON.stringify(shortestPathBinaryMatrix(grid)));
