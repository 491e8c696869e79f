class Solution {
    // Counts the non-empty contiguous subarrays of nums whose sum is exactly k (may exceed 32 bits).
    public long subarraySum(int[] nums, int k) {
        Map<Long, Integer> prefixCount = new HashMap<>(nums.length * 2 + 1);  // how often each prefix sum occurred
        prefixCount.put(0L, 1);
        long prefix = 0, count = 0;
        for (int value : nums) {
            prefix += value;
            count += prefixCount.getOrDefault(prefix - k, 0);
            prefixCount.merge(prefix, 1, Integer::sum);
        }
        return count;
    }
}
