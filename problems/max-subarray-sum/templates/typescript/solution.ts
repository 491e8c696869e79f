/**
 * Returns the largest sum of a non-empty contiguous subarray of nums.
 */
function maxSubArray(nums: number[]): number {
    // Write your solution here
    return 0;
}
