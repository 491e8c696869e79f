class Solution {
    // Counts the non-empty contiguous subarrays of nums whose sum is exactly k (may exceed 32 bits).
    fun subarraySum(nums: IntArray, k: Int): Long {
        // Write your solution here
        return 0
    }
}
