/**
 * Counts the non-empty contiguous subarrays of nums whose sum is exactly k.
 * @param {number[]} nums
 * @param {number} k
 * @return {number}
 */
function subarraySum(nums, k) {
    const prefixCount = new Map([[0, 1]]); // how often each prefix sum occurred so far
    let prefix = 0;
    let count = 0;
    for (const value of nums) {
        prefix += value;
        count += prefixCount.get(prefix - k) ?? 0;
        prefixCount.set(prefix, (prefixCount.get(prefix) ?? 0) + 1);
    }
    return count;
}
