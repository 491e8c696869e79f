/**
 * Counts the non-empty contiguous subarrays of nums whose sum is exactly k.
 * @param {number[]} nums
 * @param {number} k
 * @return {number}
 */
function subarraySum(nums, k) {
    // Write your solution here
    return 0;
}
