class Solution {
    fun rob(nums: IntArray): Int {
        // Write your solution here
        return 0
    }
}
