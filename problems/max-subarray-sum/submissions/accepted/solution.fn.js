/**
 * Returns the largest sum of a non-empty contiguous subarray of nums.
 * @param {number[]} nums
 * @return {number}
 */
function maxSubArray(nums) {
    let best = nums[0];
    let endingHere = nums[0];
    for (let i = 1; i < nums.length; i++) {
        endingHere = Math.max(nums[i], endingHere + nums[i]);
        best = Math.max(best, endingHere);
    }
    return best;
}
