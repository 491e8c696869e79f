/**
 * Counts the non-empty contiguous subarrays of nums whose sum is exactly k.
 */
function subarraySum(nums: number[], k: number): number {
    // Write your solution here
    return 0;
}
