class Solution {
    public int climbStairs(int n) {
        // Write your solution here
        return 0;
    }
}
