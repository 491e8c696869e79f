public class Solution {
    // Counts the non-empty contiguous subarrays of nums whose sum is exactly k (may exceed 32 bits).
    public long SubarraySum(int[] nums, int k) {
        // Write your solution here
        return 0;
    }
}
