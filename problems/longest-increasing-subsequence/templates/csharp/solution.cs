public class Solution {
    public int LengthOfLIS(int[] nums) {
        // Write your solution here
        return 0;
    }
}
