/**
 * Returns the largest sum of a non-empty contiguous subarray of nums.
 */
function maxSubArray(nums: number[]): number {
    let best = nums[0];
    let endingHere = nums[0];
    for (let i = 1; i < nums.length; i++) {
        endingHere = Math.max(nums[i], endingHere + nums[i]);
        best = Math.max(best, endingHere);
    }
    return best;
}
