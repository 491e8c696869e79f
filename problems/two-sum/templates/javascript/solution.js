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
