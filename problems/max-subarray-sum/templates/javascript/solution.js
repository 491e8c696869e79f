/**
 * Returns the largest sum of a non-empty contiguous subarray of nums.
 * @param {number[]} nums
 * @return {number}
 */
function maxSubArray(nums) {
    // Write your solution here
    return 0;
}
