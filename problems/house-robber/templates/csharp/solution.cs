public class Solution {
    public int Rob(int[] nums) {
        // Write your solution here
        return 0;
    }
}
