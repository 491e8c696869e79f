class Solution {
    fun lengthOfLIS(nums: IntArray): Int {
        // Write your solution here
        return 0
    }
}
