class Solution {
    fun climbStairs(n: Int): Int {
        // Write your solution here
        return 0
    }
}
