public class Solution {
    // Returns the largest sum of a non-empty contiguous subarray of nums.
    public int MaxSubArray(int[] nums) {
        // Write your solution here
        return 0;
    }
}
