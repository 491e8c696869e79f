/**
 * @param {number[]} nums
 * @return {number}
 */
function rob(nums) {
  let skip = 0;
  let take = 0;
  for (const x of nums) [skip, take] = [take, Math.max(take, skip + x)];
  return take;
}

// ---------- Input/output helpers: nothing to change below ----------
const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const nums = JSON.parse(lines[0]);
console.log(JSON.stringify(rob(nums)));
