/**
 * Returns the indices [i, j] (i < j) of two numbers that add up to target.
 * @param {number[]} nums
 * @param {number} target
 * @return {number[]}
 */
function twoSum(nums, target) {
    // Write your solution here
    return [];
}

// ---------- Input/output: each input line holds one JSON value ----------
const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const nums = JSON.parse(lines[0]);
const target = JSON.parse(lines[1]);
console.log(JSON.stringify(twoSum(nums, target)));
