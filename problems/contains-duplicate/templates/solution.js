/**
 * Returns true when some value appears at least twice in nums.
 * @param {number[]} nums
 * @return {boolean}
 */
function containsDuplicate(nums) {
    // Write your solution here
    return false;
}

// ---------- Input/output: each input line holds one JSON value ----------
const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const nums = JSON.parse(lines[0]);
console.log(JSON.stringify(containsDuplicate(nums)));
