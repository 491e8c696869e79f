public class Solution {
    // Returns the indices [i, j] (i < j) of two numbers that add up to target.
    public int[] TwoSum(int[] nums, int target) {
        // Write your solution here
        return new int[0];
    }
}
