public class Solution {
    public int[] MaxSlidingWindow(int[] nums, int k) {
        // Write your solution here
        return new int[0];
    }
}
