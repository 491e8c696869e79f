public class Solution {
    public int ClimbStairs(int n) {
        // Write your solution here
        return 0;
    }
}
