/**
 * Returns the largest sum of a non-empty contiguous subarray of nums.
 * @param {number[]} nums
 * @return {number}
 */
function maxSubArray(nums) {
    // Write your solution here
    return 0;
}

// ---------- Input/output: each input line holds one JSON value ----------
const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const nums = JSON.parse(lines[0]);
console.log(JSON.stringify(maxSubArray(nums)));
