class Solution {
    public int rob(int[] nums) {
        // Write your solution here
        return 0;
    }
}
