class Solution {
    // Returns the largest sum of a non-empty contiguous subarray of nums.
    public int maxSubArray(int[] nums) {
        // Write your solution here
        return 0;
    }
}
