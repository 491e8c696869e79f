public class Solution {
    // Counts the non-empty contiguous subarrays of nums whose sum is exactly k (may exceed 32 bits).
    public long SubarraySum(int[] nums, int k) {
        // A subarray ending here sums to k once for every earlier prefix equal to prefix - k.
        Dictionary<long, int> prefixCount = new Dictionary<long, int>(nums.Length + 1);
        prefixCount[0] = 1;
        long prefix = 0, count = 0;
        foreach (int value in nums) {
            prefix += value;
            int seen;
            if (prefixCount.TryGetValue(prefix - k, out seen)) count += seen;
            prefixCount.TryGetValue(prefix, out seen);
            prefixCount[prefix] = seen + 1;
        }
        return count;
    }
}
