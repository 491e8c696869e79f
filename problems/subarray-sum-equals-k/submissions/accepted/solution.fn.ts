/**
 * Counts the non-empty contiguous subarrays of nums whose sum is exactly k.
 */
function subarraySum(nums: number[], k: number): number {
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
