class Solution {
    fun coinChange(coins: IntArray, amount: Int): Int {
        // Write your solution here
        return 0
    }
}
