class Solution {
    // Counts the non-empty contiguous subarrays of nums whose sum is exactly k (may exceed 32 bits).
    fun subarraySum(nums: IntArray, k: Int): Long {
        val prefixCount = HashMap<Long, Int>(nums.size * 2 + 1)  // how often each prefix sum occurred
        prefixCount[0L] = 1
        var prefix = 0L
        var count = 0L
        for (value in nums) {
            prefix += value
            count += prefixCount[prefix - k] ?: 0
            prefixCount[prefix] = (prefixCount[prefix] ?: 0) + 1
        }
        return count
    }
}
