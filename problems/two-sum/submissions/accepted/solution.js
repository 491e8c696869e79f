/**
 * Returns the indices [i, j] (i < j) of two numbers that add up to target.
 * @param {number[]} nums
 * @param {number} target
 * @return {number[]}
 */
function twoSum(nums, target) {
    const firstIndex = new Map();
    for (let j = 0; j < nums.length; j++) {
        const i = firstIndex.get(target - nums[j]);
        if (i !== undefined) return [i, j];
        if (!firstIndex.has(nums[j])) firstIndex.set(nums[j], j);
    }
    return [];
}

// ---------- Input/output: each input line holds one JSON value ----------
const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const nums = JSON.parse(lines[0]);
const target = JSON.parse(lines[1]);
console.log(JSON.stringify(twoSum(nums, target)));
