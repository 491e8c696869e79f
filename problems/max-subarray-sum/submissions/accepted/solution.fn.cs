public class Solution {
    // Returns the largest sum of a non-empty contiguous subarray of nums.
    public int MaxSubArray(int[] nums) {
        // Kadane: the best sum ending here either extends the previous one or starts afresh.
        int best = nums[0], endingHere = nums[0];
        for (int i = 1; i < nums.Length; i++) {
            endingHere = Math.Max(nums[i], endingHere + nums[i]);
            best = Math.Max(best, endingHere);
        }
        return best;
    }
}
