class Solution {
    // Returns the largest sum of a non-empty contiguous subarray of nums.
    fun maxSubArray(nums: IntArray): Int {
        // Write your solution here
        return 0
    }
}
