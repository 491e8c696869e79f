class Solution {
    fun maxSlidingWindow(nums: IntArray, k: Int): IntArray {
        // Write your solution here
        return intArrayOf()
    }
}
